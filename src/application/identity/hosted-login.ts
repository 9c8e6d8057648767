import { toAuthError, type AuthError } from '../../domain/identity/errors';
import { currentUserOf, type CurrentUser, type TokenSet } from '../../domain/identity/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuthSession } from './auth-session';
import type { Clock } from './ports/clock';
import type { HostedLogin } from './ports/hosted-login';

/** The hosted login's token exchange is given up after waiting 10 s. */
export const HOSTED_LOGIN_WAIT_MS = 10_000;

export type HostedLoginFailure =
  | { readonly kind: 'notOffered' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'rejected'; readonly error: AuthError }
  | { readonly kind: 'invalidSession' };

/** Sends the user to the provider's authorize page (when hosted login is configured). */
export class StartHostedLogin {
  constructor(private readonly hosted: HostedLogin) {}

  get offered(): boolean {
    return this.hosted.offered;
  }

  async execute(returnTo: string): Promise<Result<void, HostedLoginFailure>> {
    if (!this.hosted.offered) return err({ kind: 'notOffered' });
    try {
      await this.hosted.redirectToAuthorize(returnTo);
      return ok(undefined);
    } catch (error) {
      return err({ kind: 'rejected', error: toAuthError(error) });
    }
  }
}

/**
 * Completes the hosted login on the callback page: checks the callback, exchanges the code at the
 * token endpoint (grant_type, code, client_id, redirect_uri, code_verifier) and keeps the session.
 * Gives up after waiting 10 s.
 */
export class CompleteHostedLogin {
  constructor(
    private readonly hosted: HostedLogin,
    private readonly session: AuthSession,
    private readonly clock: Clock,
  ) {}

  async execute(
    callbackUrl: string,
  ): Promise<Result<{ readonly user: CurrentUser; readonly returnTo: string }, HostedLoginFailure>> {
    if (!this.hosted.offered) return err({ kind: 'notOffered' });
    const abort = new AbortController();
    try {
      const callback = await this.hosted.readCallback(callbackUrl);
      const exchange = this.hosted
        .exchangeCode(callback, { signal: abort.signal })
        .then((tokens) => ({ tokens }));
      const timeout = this.clock
        .sleep(HOSTED_LOGIN_WAIT_MS, abort.signal)
        .then(() => ({ timeout: true as const }));
      const outcome: { tokens: TokenSet } | { timeout: true } = await Promise.race([exchange, timeout]);
      if ('timeout' in outcome) {
        exchange.catch(() => undefined);
        return err({ kind: 'timeout' });
      }
      const established = this.session.establish(outcome.tokens);
      if (!established.ok) return err({ kind: 'invalidSession' });
      return ok({ user: currentUserOf(established.value), returnTo: callback.returnTo });
    } catch (error) {
      return err({ kind: 'rejected', error: toAuthError(error) });
    } finally {
      abort.abort();
    }
  }
}
