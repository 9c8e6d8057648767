import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../../config';
import { identityAuthorizationCodes } from '../../../db/schema';
import { publicBaseFor } from '../../../http/origin';
import type { Caller, PoolCore, UserRow } from '../core';
import { randomToken, sha256 } from '../crypto';
import type { CognitoError } from '../errors';
import type { SignInService, SignInStep } from '../signin';
import { redirectWith } from './options';
import { hostedMessage } from './pages';
import type { AuthorizeParams, SignInPages } from './sign-in-pages';

/**
 * The sign-in page's steps (`POST /oauth2/authorize`): its CSRF cookie, a challenge's answer, a refused
 * step's page, and the authorization code a complete sign-in gives.
 */

/** Authorization codes live a few minutes, like Cognito's (5 min). */
const AUTHORIZATION_CODE_SECONDS = 300;
const CSRF_COOKIE = 'planillas_hosted_csrf';
const CHALLENGES = ['NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA', 'CUSTOM_CHALLENGE', 'MFA_SETUP'] as const;

/** The posted form of the sign-in page. */
export type Form = Record<string, string | undefined>;

/** The posted step of a sign-in: its form, its sealed request and who posts it. */
export interface Posted {
  readonly reply: FastifyReply;
  readonly form: Form;
  readonly params: AuthorizeParams;
  readonly csrf: string;
  readonly username: string;
  readonly who: Caller;
  readonly clientId: string;
}

/** The CSRF cookie the sign-in page set, as the request sends it back. */
export const csrfCookie = (request: FastifyRequest): string | undefined =>
  request.headers.cookie
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === CSRF_COOKIE)?.[1];

export function csrfFor(config: ServerConfig, request: FastifyRequest, reply: FastifyReply): string {
  const existing = csrfCookie(request);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomToken(32);
  const secure = publicBaseFor(config, request).startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${CSRF_COOKIE}=${token}; Path=/oauth2; HttpOnly; SameSite=Strict${secure}`);
  return token;
}

/** The sign-in is complete: an authorization code for the client's redirect URI. */
export async function complete(
  core: PoolCore,
  reply: FastifyReply,
  params: AuthorizeParams,
  user: UserRow,
  authTime?: string,
) {
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
}

/**
 * A challenge's answer (any step but the password): the pool's next step, or the page that answers
 * instead (new passwords that differ, a step the form does not know).
 */
export async function answerChallenge(
  signIn: SignInService,
  pages: SignInPages,
  posted: Posted,
): Promise<{ step: SignInStep } | { page: FastifyReply }> {
  const { reply, form, params, csrf, username, who, clientId } = posted;
  const session = form.session ?? '';
  const responses: Record<string, string> = { USERNAME: username };
  const answer = (form.code ?? '').trim();
  switch (form.step) {
    case 'NEW_PASSWORD_REQUIRED':
      if (form.new_password !== form.new_password_confirm) {
        await signIn.loadChallenge(session, clientId);
        return {
          page: await pages.renderChallenge(
            reply,
            params,
            csrf,
            { kind: 'challenge', name: 'NEW_PASSWORD_REQUIRED', parameters: {}, session },
            username,
            'Las contraseñas no coinciden.',
          ),
        };
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
      return { page: pages.renderSignIn(reply, params, csrf) };
  }
  const step = await signIn.respond({
    clientId,
    challengeName: form.step,
    session,
    responses,
    caller: who,
    hosted: true,
  });
  return { step };
}

/** A refused step: a wrong answer keeps the challenge on screen while its session lives; anything else starts over. */
export function refusedStep(pages: SignInPages, posted: Posted, error: CognitoError) {
  const { reply, form, params, csrf, username } = posted;
  const message = hostedMessage(error);
  const name = CHALLENGES.find((c) => c === form.step);
  if (name && form.session && error.type !== 'NotAuthorizedException') {
    const parameters: Record<string, string> = {};
    if (form.challenge_type) parameters.CHALLENGE_TYPE = form.challenge_type;
    if (form.destination) parameters.CODE_DELIVERY_DESTINATION = form.destination;
    return pages.renderChallenge(
      reply.code(400),
      params,
      csrf,
      { kind: 'challenge', name, parameters, session: form.session },
      username,
      message,
    );
  }
  return pages.renderSignIn(reply.code(400), params, csrf, message, username);
}
