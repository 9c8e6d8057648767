import { and, eq, isNull } from 'drizzle-orm';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityAuthorizationCodes, identitySessions, identityUsers } from '../../db/schema';
import type { Caller, PoolClient, PoolCore, UserRow } from './core';
import { hmac, pkceChallenge, randomToken, safeEqual, sha256 } from './crypto';
import { CognitoError } from './errors';
import type { HostedLoginRequest, SignInService, SignInStep } from './signin';
import { TokenRejectedError } from '../principal';
import type { ServerConfig } from '../../config';
import { originAllowed, publicBaseFor } from '../../http/origin';

/** Authorization codes live a few minutes, like Cognito's (5 min). */
const AUTHORIZATION_CODE_SECONDS = 300;
const CSRF_COOKIE = 'planillas_hosted_csrf';
const PKCE = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

interface AuthorizeParams extends HostedLoginRequest {
  readonly clientId: string;
}

/** The Spanish message the hosted page shows for a pool error (it never says which usernames exist). */
export function hostedMessage(error: unknown): string {
  if (!(error instanceof CognitoError)) return 'Ocurrió un error inesperado.';
  switch (error.type) {
    case 'NotAuthorizedException':
      if (/disabled/.test(error.message)) return 'El usuario está deshabilitado.';
      if (/attempts exceeded/.test(error.message)) return 'Demasiados intentos fallidos. Intente más tarde.';
      if (/session/.test(error.message)) return 'La sesión expiró. Ingrese de nuevo.';
      if (/Temporary password/.test(error.message))
        return 'La contraseña temporal venció. Pida una nueva al administrador.';
      return 'Usuario o contraseña incorrectos.';
    case 'UserNotFoundException':
      return 'Usuario o contraseña incorrectos.';
    case 'UserNotConfirmedException':
      return 'La cuenta no está confirmada.';
    case 'PasswordResetRequiredException':
      return 'Debe restablecer su contraseña.';
    case 'InvalidPasswordException':
      return 'La nueva contraseña no cumple con los requisitos de seguridad.';
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return 'El código ingresado no es válido. Inténtalo nuevamente.';
    case 'ExpiredCodeException':
      return 'El código ha expirado. Solicita uno nuevo.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'Límite de intentos excedidos. Intente más tarde.';
    default:
      return 'Ocurrió un error inesperado.';
  }
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f6;color:#1f2937;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);width:min(22rem,90vw)}
h1{font-size:1.25rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7280;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#3730a3;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fee2e2;color:#7f1d1d;padding:.6rem;border-radius:4px}.hint{font-size:.9rem;color:#374151}code{word-break:break-all}`;

interface PageField {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'password';
  readonly autocomplete: string;
  readonly value?: string;
}

function page(opts: {
  title: string;
  error?: string;
  hint?: string;
  fields: readonly PageField[];
  hidden: Record<string, string>;
  button: string;
}): string {
  const fields = opts.fields
    .map(
      (f) =>
        `<label for="${f.name}">${escape(f.label)}</label><input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${f.value ? ` value="${escape(f.value)}"` : ''}>`,
    )
    .join('\n');
  const hidden = Object.entries(opts.hidden)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(opts.title)} - Sistema de Planillas</title><style>${STYLE}</style></head>
<body><main><h1>${escape(opts.title)}</h1>
${opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : ''}
${opts.hint ? `<p class="hint">${opts.hint}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden}
${fields}
<button type="submit">${escape(opts.button)}</button>
</form></main></body></html>`;
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Error - Sistema de Planillas</title><style>${STYLE}</style></head><body><main><h1>No se puede ingresar</h1><p class="error" role="alert">${escape(message)}</p></main></body></html>`;
}

/**
 * Cognito's hosted-login endpoints on the product's origin: `/oauth2/authorize` (the pool's own plain
 * sign-in page: an HTML form, no scripts), `/oauth2/token` (authorization_code with PKCE S256, and
 * refresh_token), `/oauth2/userInfo`, `/oauth2/revoke`, `/logout`, plus the pool's JWKS and OpenID
 * configuration under `/{userPoolId}/.well-known/`.
 */
export async function hostedLoginRoutes(
  app: FastifyInstance,
  opts: { core: PoolCore; signIn: SignInService; config: ServerConfig; issuer: string },
): Promise<void> {
  const { core, signIn, config, issuer } = opts;
  /**
   * Whether `uri` is one of the client's registered addresses. Without PUBLIC_URL, an address
   * registered on the default origin also counts on the origin this request came to (an office PC
   * reaching the product by the server's name), never on any other.
   */
  const registered = (list: readonly string[], uri: string, request: FastifyRequest): boolean => {
    if (list.includes(uri)) return true;
    const here = publicBaseFor(config, request);
    if (config.publicUrlFixed || here === config.publicUrl) return false;
    let candidate: URL;
    try {
      candidate = new URL(uri);
    } catch {
      return false;
    }
    if (candidate.origin !== here) return false;
    const rebased = `${config.publicUrl}${candidate.pathname}${candidate.search}`;
    return list.includes(rebased);
  };
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  // ---- discovery -------------------------------------------------------------------------------------
  const wellKnown = `/${core.userPoolId}/.well-known`;
  app.get(`${wellKnown}/jwks.json`, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return core.keys.jwks;
  });
  app.get(`${wellKnown}/openid-configuration`, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    if (!config.publicUrlFixed) reply.header('vary', 'host, x-forwarded-host, x-forwarded-proto');
    const publicUrl = publicBaseFor(config, request);
    return {
      issuer,
      authorization_endpoint: `${publicUrl}/oauth2/authorize`,
      token_endpoint: `${publicUrl}/oauth2/token`,
      userinfo_endpoint: `${publicUrl}/oauth2/userInfo`,
      revocation_endpoint: `${publicUrl}/oauth2/revoke`,
      end_session_endpoint: `${publicUrl}/logout`,
      jwks_uri: `${publicUrl}${wellKnown}/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'auth_time',
        'email',
        'email_verified',
        'name',
        'cognito:username',
        'cognito:groups',
      ],
    };
  });

  // ---- the sign-in page ------------------------------------------------------------------------------
  const caller = (request: FastifyRequest): Caller => ({ ip: request.ip });

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

  /** The page's own CSP: no scripts at all; the form may post here and redirect to the client. */
  const securePage = (reply: FastifyReply, redirectUri?: string) => {
    const target = redirectUri ? ` ${new URL(redirectUri).origin}` : '';
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return reply;
  };

  const redirectWith = (
    reply: FastifyReply,
    redirectUri: string,
    params: Record<string, string | undefined>,
  ) => {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  };

  const csrfFor = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.headers.cookie
      ?.split(';')
      .map((c) => c.trim().split('='))
      .find(([k]) => k === CSRF_COOKIE)?.[1];
    if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
    const token = randomToken(32);
    const secure = publicBaseFor(config, request).startsWith('https:') ? '; Secure' : '';
    reply.header('set-cookie', `${CSRF_COOKIE}=${token}; Path=/oauth2; HttpOnly; SameSite=Strict${secure}`);
    return token;
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

  /** The sign-in is complete: an authorization code for the client's redirect URI. */
  const complete = async (reply: FastifyReply, params: AuthorizeParams, user: UserRow, authTime?: string) => {
    const code = randomToken(32);
    const now = core.now();
    await core.db.insert(identityAuthorizationCodes).values({
      codeHash: sha256(code),
      userSub: user.sub,
      clientId: params.clientId,
      redirectUri: params.redirectUri,
      codeChallenge: params.codeChallenge,
      scope: params.scope,
      nonce: params.nonce ?? null,
      authTime: authTime ? new Date(authTime) : now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_SECONDS * 1000),
    });
    return redirectWith(reply, params.redirectUri, { code, state: params.state });
  };

  app.get('/oauth2/authorize', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const client = q.client_id ? core.clients.get(q.client_id) : undefined;
    if (!client) return securePage(reply.code(400)).send(errorPage('La aplicación cliente no existe.'));
    if (!q.redirect_uri || !registered(client.redirectUris, q.redirect_uri, request)) {
      // Never redirect to an address the client did not register.
      return securePage(reply.code(400)).send(errorPage('La dirección de retorno no está registrada.'));
    }
    const redirectUri = q.redirect_uri;
    const fail = (error: string, description: string) =>
      redirectWith(reply, redirectUri, { error, error_description: description, state: q.state });
    if (q.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code');
    if (q.code_challenge_method !== 'S256' || !q.code_challenge || !CHALLENGE.test(q.code_challenge)) {
      return fail('invalid_request', 'PKCE with code_challenge_method=S256 is required');
    }
    const scopes = (q.scope ?? client.scopes.join(' ')).split(/\s+/).filter(Boolean);
    if (scopes.some((s) => !client.scopes.includes(s))) return fail('invalid_scope', 'unknown scope');
    const params: AuthorizeParams = {
      clientId: client.clientId,
      redirectUri,
      codeChallenge: q.code_challenge,
      scope: scopes.join(' '),
      ...(q.state !== undefined ? { state: q.state } : {}),
      ...(q.nonce !== undefined ? { nonce: q.nonce } : {}),
    };
    return renderSignIn(reply, params, csrfFor(request, reply));
  });

  app.post('/oauth2/authorize', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const params = form.request ? openRequest(form.request) : undefined;
    const cookie = request.headers.cookie
      ?.split(';')
      .map((c) => c.trim().split('='))
      .find(([k]) => k === CSRF_COOKIE)?.[1];
    if (!params || !form.csrf || !cookie || !safeEqual(form.csrf, cookie)) {
      return securePage(reply.code(400)).send(
        errorPage('La solicitud no es válida. Vuelva a la aplicación e intente de nuevo.'),
      );
    }
    const csrf = form.csrf;
    const who = caller(request);
    const username = (form.username ?? '').trim();
    const client = core.requireClient(params.clientId);
    try {
      await core.countRequest(who);
      let step: SignInStep;
      if (form.step === 'PASSWORD') {
        if (!username || !form.password)
          return renderSignIn(reply, params, csrf, 'Ingrese su usuario y contraseña.', username);
        step = await signIn.withPassword({
          clientId: client.clientId,
          username,
          password: form.password,
          caller: who,
          context: { flow: 'HOSTED', hosted: params },
        });
      } else {
        const session = form.session ?? '';
        const responses: Record<string, string> = { USERNAME: username };
        const answer = (form.code ?? '').trim();
        switch (form.step) {
          case 'NEW_PASSWORD_REQUIRED':
            if (form.new_password !== form.new_password_confirm) {
              await signIn.loadChallenge(session, client.clientId);
              return renderChallenge(
                reply,
                params,
                csrf,
                { kind: 'challenge', name: 'NEW_PASSWORD_REQUIRED', parameters: {}, session },
                username,
                'Las contraseñas no coinciden.',
              );
            }
            responses.NEW_PASSWORD = form.new_password ?? '';
            break;
          case 'SOFTWARE_TOKEN_MFA':
            responses.SOFTWARE_TOKEN_MFA_CODE = answer;
            break;
          case 'CUSTOM_CHALLENGE':
            responses.ANSWER = form.code ?? '';
            break;
          case 'MFA_SETUP': {
            const { row, user } = await signIn.setupSession(session);
            await signIn.verifyPendingTotp(user, answer, who);
            await signIn.markSetupVerified(row);
            break;
          }
          default:
            return renderSignIn(reply, params, csrf);
        }
        step = await signIn.respond({
          clientId: client.clientId,
          challengeName: form.step,
          session,
          responses,
          caller: who,
          hosted: true,
        });
      }
      if (step.kind === 'challenge') return renderChallenge(reply, params, csrf, step, username);
      return complete(reply, params, step.user, step.context.authTime);
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      const message = hostedMessage(error);
      const challenges = [
        'NEW_PASSWORD_REQUIRED',
        'SOFTWARE_TOKEN_MFA',
        'CUSTOM_CHALLENGE',
        'MFA_SETUP',
      ] as const;
      const name = challenges.find((c) => c === form.step);
      // A wrong answer keeps the challenge on screen while its session lives; anything else starts over.
      if (name && form.session && error.type !== 'NotAuthorizedException') {
        const parameters: Record<string, string> = {};
        if (form.challenge_type) parameters.CHALLENGE_TYPE = form.challenge_type;
        if (form.destination) parameters.CODE_DELIVERY_DESTINATION = form.destination;
        return renderChallenge(
          reply.code(400),
          params,
          csrf,
          { kind: 'challenge', name, parameters, session: form.session },
          username,
          message,
        );
      }
      return renderSignIn(reply.code(400), params, csrf, message, username);
    }
  });

  // ---- tokens ----------------------------------------------------------------------------------------
  await app.register(
    async (scope) => {
      await scope.register(fastifyCors, {
        delegator: (request, callback) =>
          callback(null, {
            origin: originAllowed(config, core.settings.corsOrigins, request.headers.origin, request),
            methods: ['GET', 'POST'],
            allowedHeaders: ['content-type', 'authorization'],
            maxAge: 600,
          }),
      });

      const oauthError = (reply: FastifyReply, error: string, status = 400) =>
        reply.code(status).header('cache-control', 'no-store').send({ error });

      /** The client of a token request: client_id in the body, or HTTP Basic (public client: no secret). */
      const clientOf = (
        request: FastifyRequest,
        form: Record<string, string | undefined>,
      ): PoolClient | undefined => {
        let clientId = form.client_id;
        const auth = request.headers.authorization;
        if (!clientId && auth?.startsWith('Basic ')) {
          clientId = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0];
        }
        return clientId ? core.clients.get(clientId) : undefined;
      };

      scope.post('/token', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const who = caller(request);
        try {
          await core.countRequest(who);
          await core.checkAddressFailures(who);
        } catch {
          return oauthError(reply, 'slow_down', 429);
        }
        const client = clientOf(request, form);
        if (!client) return oauthError(reply, 'invalid_client', 401);
        if (form.grant_type === 'authorization_code') {
          const { code, redirect_uri: redirectUri, code_verifier: verifier } = form;
          if (!code || !redirectUri || !verifier) return oauthError(reply, 'invalid_request');
          const [row] = await core.db
            .update(identityAuthorizationCodes)
            .set({ consumedAt: core.now() })
            .where(
              and(
                eq(identityAuthorizationCodes.codeHash, sha256(code)),
                isNull(identityAuthorizationCodes.consumedAt),
              ),
            )
            .returning();
          const valid =
            row &&
            row.clientId === client.clientId &&
            row.redirectUri === redirectUri &&
            row.expiresAt.getTime() > core.now().getTime() &&
            PKCE.test(verifier) &&
            safeEqual(pkceChallenge(verifier), row.codeChallenge);
          if (!valid || !row) {
            await core.recordAddressFailure(who);
            return oauthError(reply, 'invalid_grant');
          }
          const [user] = await core.db.select().from(identityUsers).where(eq(identityUsers.sub, row.userSub));
          if (!user || !user.enabled) return oauthError(reply, 'invalid_grant');
          const result = await signIn.issueTokens(
            user,
            client.clientId,
            {
              flow: 'HOSTED',
              authTime: row.authTime.toISOString(),
              hosted: {
                redirectUri,
                codeChallenge: row.codeChallenge,
                scope: row.scope,
                ...(row.nonce ? { nonce: row.nonce } : {}),
              },
            },
            who,
            row.scope,
          );
          return reply.header('cache-control', 'no-store').send({
            access_token: result.AccessToken,
            id_token: result.IdToken,
            refresh_token: result.RefreshToken,
            token_type: 'Bearer',
            expires_in: result.ExpiresIn,
          });
        }
        if (form.grant_type === 'refresh_token') {
          if (!form.refresh_token) return oauthError(reply, 'invalid_request');
          try {
            const result = await signIn.refresh(client.clientId, form.refresh_token);
            return reply.header('cache-control', 'no-store').send({
              access_token: result.AccessToken,
              id_token: result.IdToken,
              token_type: 'Bearer',
              expires_in: result.ExpiresIn,
            });
          } catch (error) {
            if (error instanceof CognitoError) return oauthError(reply, 'invalid_grant');
            throw error;
          }
        }
        return oauthError(reply, 'unsupported_grant_type');
      });

      scope.post('/revoke', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const client = clientOf(request, form);
        if (!client) return oauthError(reply, 'invalid_client', 401);
        if (!form.token) return oauthError(reply, 'invalid_request');
        const [session] = await core.db
          .select()
          .from(identitySessions)
          .where(eq(identitySessions.refreshTokenHash, sha256(form.token)));
        if (session && session.clientId === client.clientId) await core.revokeSessions([session.id]);
        return reply.header('cache-control', 'no-store').send({});
      });

      scope.get('/userInfo', async (request, reply) => {
        const auth = request.headers.authorization ?? '';
        const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
        try {
          const claims = await core.tokens.verifyAccess(token);
          const facts = await core.sessionFacts(claims.origin_jti);
          if (!facts || facts.revoked || !facts.enabled) throw new TokenRejectedError('revoked');
          const user = await core.findUserBySub(claims.sub);
          if (!user) throw new TokenRejectedError('revoked');
          return {
            sub: user.sub,
            username: user.username,
            ...(user.email !== null ? { email: user.email, email_verified: String(user.emailVerified) } : {}),
            ...(user.name !== null ? { name: user.name } : {}),
          };
        } catch (error) {
          if (!(error instanceof TokenRejectedError)) throw error;
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer error="invalid_token"')
            .send({ error: 'invalid_token' });
        }
      });
    },
    { prefix: '/oauth2' },
  );

  app.get('/logout', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const client = q.client_id ? core.clients.get(q.client_id) : undefined;
    if (!client || !q.logout_uri || !registered(client.logoutUris, q.logout_uri, request)) {
      return securePage(reply.code(400)).send(errorPage('La dirección de salida no está registrada.'));
    }
    return reply.header('cache-control', 'no-store').redirect(q.logout_uri, 302);
  });
}
