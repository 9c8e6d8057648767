import type { FastifyReply } from 'fastify';
import type { PoolCore } from '../core';
import { hmac, safeEqual } from '../crypto';
import type { HostedLoginRequest, SignInService, SignInStep } from '../signin';
import { escape, page, securePage, type PageField } from './pages';

/** What the client asked `/oauth2/authorize` for: it travels in the page's form, sealed. */
export interface AuthorizeParams extends HostedLoginRequest {
  readonly clientId: string;
}

/** The hosted sign-in's steps as pages: the password form and each challenge's form. */
export type SignInPages = ReturnType<typeof signInPages>;

/** The sign-in's pages, sealed with the pool's form key. */
export function signInPages(core: PoolCore, signIn: SignInService) {
  /** The authorize parameters travel in the form, signed, so the POST cannot change them. */
  const sealRequest = (params: AuthorizeParams): string => {
    const body = Buffer.from(JSON.stringify(params)).toString('base64url');
    return `${body}.${hmac(core.keys.formKey, `authorize\n${body}`)}`;
  };
  const openRequest = (sealed: string): AuthorizeParams | undefined => {
    const [body, mac] = sealed.split('.');
    if (!body || !mac || !safeEqual(mac, hmac(core.keys.formKey, `authorize\n${body}`))) return undefined;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AuthorizeParams;
  };

  const renderSignIn = (
    reply: FastifyReply,
    params: AuthorizeParams,
    csrf: string,
    error?: string,
    username = '',
  ) =>
    securePage(reply, params.redirectUri).send(
      page({
        title: 'Ingresar',
        ...(error ? { error } : {}),
        fields: [
          { name: 'username', label: 'Usuario', type: 'text', autocomplete: 'username', value: username },
          { name: 'password', label: 'Contraseña', type: 'password', autocomplete: 'current-password' },
        ],
        hidden: { request: sealRequest(params), csrf, step: 'PASSWORD' },
        button: 'Ingresar',
      }),
    );

  const renderChallenge = async (
    reply: FastifyReply,
    params: AuthorizeParams,
    csrf: string,
    step: Extract<SignInStep, { kind: 'challenge' }>,
    username: string,
    error?: string,
  ) => {
    const hidden: Record<string, string> = {
      request: sealRequest(params),
      csrf,
      step: step.name,
      session: step.session,
      username,
    };
    // What the page shows of the challenge survives a wrong answer.
    if (step.parameters.CHALLENGE_TYPE) hidden.challenge_type = step.parameters.CHALLENGE_TYPE;
    if (step.parameters.CODE_DELIVERY_DESTINATION)
      hidden.destination = step.parameters.CODE_DELIVERY_DESTINATION;
    const code = (label: string): PageField => ({
      name: 'code',
      label,
      type: 'text',
      autocomplete: 'one-time-code',
    });
    let title = 'Verificación';
    let hint: string | undefined;
    let fields: PageField[] = [];
    switch (step.name) {
      case 'NEW_PASSWORD_REQUIRED':
        title = 'Elija una contraseña nueva';
        fields = [
          { name: 'new_password', label: 'Nueva contraseña', type: 'password', autocomplete: 'new-password' },
          {
            name: 'new_password_confirm',
            label: 'Confirmar contraseña',
            type: 'password',
            autocomplete: 'new-password',
          },
        ];
        break;
      case 'SOFTWARE_TOKEN_MFA':
        hint = 'Escriba el código de su aplicación de autenticación.';
        fields = [code('Código')];
        break;
      case 'CUSTOM_CHALLENGE':
        if (step.parameters.CHALLENGE_TYPE === 'PASSWORD') {
          fields = [
            { name: 'code', label: 'Contraseña', type: 'password', autocomplete: 'current-password' },
          ];
        } else {
          hint = `Enviamos un código a ${escape(step.parameters.CODE_DELIVERY_DESTINATION ?? 'su correo')}.`;
          fields = [code('Código')];
        }
        break;
      case 'MFA_SETUP': {
        const { user } = await signIn.setupSession(step.session);
        const secret = user.totpPendingSecret ?? (await signIn.associateTotp(user.sub));
        const uri = `otpauth://totp/${encodeURIComponent(`Sistema de Planillas:${user.username}`)}?secret=${secret}&issuer=${encodeURIComponent('Sistema de Planillas')}`;
        title = 'Configure su autenticador';
        hint = `Agregue esta clave en su aplicación de autenticación: <code>${escape(secret)}</code><br>(o <code>${escape(uri)}</code>) y escriba el código que muestra.`;
        fields = [code('Código')];
        break;
      }
    }
    return securePage(reply, params.redirectUri).send(
      page({
        title,
        ...(error ? { error } : {}),
        ...(hint ? { hint } : {}),
        fields,
        hidden,
        button: 'Continuar',
      }),
    );
  };

  return { openRequest, renderSignIn, renderChallenge };
}
