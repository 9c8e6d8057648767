import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../crypto';
import { CognitoError } from '../errors';
import type { SignInStep } from '../signin';
import { caller, registered, redirectWith, type HostedLoginOptions } from './options';
import { errorPage, securePage } from './pages';
import { signInPages, type AuthorizeParams } from './sign-in-pages';
import {
  answerChallenge,
  complete,
  csrfCookie,
  csrfFor,
  refusedStep,
  type Form,
  type Posted,
} from './sign-in-steps';

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The pool's own plain sign-in page (`/oauth2/authorize`: an HTML form, no scripts, a CSRF cookie, the
 * client's request sealed in the form) and `/logout`, which returns to a registered address.
 */
export async function authorizeRoutes(app: FastifyInstance, opts: HostedLoginOptions): Promise<void> {
  const { core, signIn, config } = opts;
  const pages = signInPages(core, signIn);

  app.get('/oauth2/authorize', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const client = q.client_id ? core.clients.get(q.client_id) : undefined;
    if (!client) return securePage(reply.code(400)).send(errorPage('La aplicación cliente no existe.'));
    if (!q.redirect_uri || !registered(config, client.redirectUris, q.redirect_uri, request)) {
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
    return pages.renderSignIn(reply, params, csrfFor(config, request, reply));
  });

  app.post('/oauth2/authorize', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const params = form.request ? pages.openRequest(form.request) : undefined;
    const cookie = csrfCookie(request);
    if (!params || !form.csrf || !cookie || !safeEqual(form.csrf, cookie)) {
      return securePage(reply.code(400)).send(
        errorPage('La solicitud no es válida. Vuelva a la aplicación e intente de nuevo.'),
      );
    }
    const csrf = form.csrf;
    const who = caller(request);
    const username = (form.username ?? '').trim();
    const client = core.requireClient(params.clientId);
    const posted: Posted = { reply, form, params, csrf, username, who, clientId: client.clientId };
    try {
      await core.countRequest(who);
      let step: SignInStep;
      if (form.step === 'PASSWORD') {
        if (!username || !form.password)
          return pages.renderSignIn(reply, params, csrf, 'Ingrese su usuario y contraseña.', username);
        step = await signIn.withPassword({
          clientId: client.clientId,
          username,
          password: form.password,
          caller: who,
          context: { flow: 'HOSTED', hosted: params },
        });
      } else {
        const answered = await answerChallenge(signIn, pages, posted);
        if ('page' in answered) return answered.page;
        step = answered.step;
      }
      if (step.kind === 'challenge') return pages.renderChallenge(reply, params, csrf, step, username);
      return complete(core, reply, params, step.user, step.context.authTime);
    } catch (error) {
      if (!(error instanceof CognitoError)) throw error;
      return refusedStep(pages, posted, error);
    }
  });

  app.get('/logout', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const client = q.client_id ? core.clients.get(q.client_id) : undefined;
    if (!client || !q.logout_uri || !registered(config, client.logoutUris, q.logout_uri, request)) {
      return securePage(reply.code(400)).send(errorPage('La dirección de salida no está registrada.'));
    }
    return reply.header('cache-control', 'no-store').redirect(q.logout_uri, 302);
  });
}
