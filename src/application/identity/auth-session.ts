import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { AuthError, endsSession, LIBRARY_MESSAGES, toAuthError } from '../../domain/identity/errors';
import {
  currentUserOf,
  isSessionValid,
  sessionFromTokens,
  sessionNeedsRefresh,
  type CurrentUser,
  type Session,
  type SessionProblem,
  type TokenSet,
} from '../../domain/identity/session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger';
import type { Clock } from './ports/clock';
import type { IdentityProvider } from './ports/identity-provider';
import type { SessionStore } from './ports/session-store';

/** Why there is no session: never signed in, signed out by the user, or the session became invalid. */
export type SignedOutReason = 'none' | 'signOut' | 'invalid';

export type SessionState =
  | { readonly kind: 'signedIn'; readonly user: CurrentUser }
  | { readonly kind: 'signedOut'; readonly reason: SignedOutReason };

const sameState = (a: SessionState, b: SessionState): boolean =>
  a.kind === 'signedIn' && b.kind === 'signedIn'
    ? a.user.username === b.user.username && a.user.name === b.user.name
    : a.kind === b.kind && (a.kind !== 'signedOut' || a.reason === (b as typeof a).reason);

/**
 * The sign-in session of this browser: kept in the session store (the source of truth, so other tabs
 * and reloads agree), refreshed before it expires with one request shared by every caller, and ended
 * when the provider says it is no longer valid.
 */
export class AuthSession {
  private readonly subject: BehaviorSubject<SessionState>;
  private refreshing: Promise<Session> | null = null;
  readonly state$: Observable<SessionState>;

  constructor(
    private readonly provider: IdentityProvider,
    private readonly store: SessionStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    const stored = this.store.load();
    this.subject = new BehaviorSubject<SessionState>(
      stored ? { kind: 'signedIn', user: currentUserOf(stored) } : { kind: 'signedOut', reason: 'none' },
    );
    this.state$ = this.subject.asObservable().pipe(distinctUntilChanged(sameState));
  }

  get state(): SessionState {
    return this.subject.getValue();
  }

  private nowSeconds(): number {
    return this.clock.now() / 1000;
  }

  /** The stored session as it is, without checking or refreshing it. */
  stored(): Session | null {
    return this.store.load();
  }

  /** Whether a session exists and is valid right now (no provider call). */
  hasValidSession(): boolean {
    const session = this.store.load();
    return session !== null && isSessionValid(session, this.nowSeconds());
  }

  /** Keeps freshly issued tokens as the session, if they make a valid one. */
  establish(tokens: TokenSet): Result<Session, SessionProblem | 'expired'> {
    const created = sessionFromTokens(tokens, this.nowSeconds());
    if (!created.ok) return created;
    if (!isSessionValid(created.value, this.nowSeconds())) return err('expired');
    this.store.save(created.value);
    this.subject.next({ kind: 'signedIn', user: currentUserOf(created.value) });
    return ok(created.value);
  }

  /**
   * The current session, refreshed first when it is invalid or about to expire; null when there is
   * none (or the provider said it is no longer valid, which signs the user out). Throws an AuthError
   * when a needed refresh fails for another reason (e.g. the provider cannot be reached).
   */
  async current(): Promise<Session | null> {
    const session = this.store.load();
    if (!session) {
      this.publish(null);
      return null;
    }
    if (!sessionNeedsRefresh(session, this.nowSeconds())) {
      this.publish(session);
      return session;
    }
    try {
      return await this.refresh();
    } catch (error) {
      const authError = toAuthError(error);
      if (endsSession(authError)) return null;
      // A refresh that could not reach the provider: a still-valid session remains usable.
      if (isSessionValid(session, this.nowSeconds())) return session;
      throw authError;
    }
  }

  /** The access token of a valid session, refreshing first when needed (the bearer decorator). */
  async accessToken(options: { readonly forceRefresh?: boolean } = {}): Promise<string> {
    const session = options.forceRefresh ? await this.refresh() : await this.current();
    if (!session) throw new AuthError('NotAuthenticated', LIBRARY_MESSAGES.notAuthenticated);
    return session.accessToken;
  }

  /**
   * Refreshes the tokens with the refresh token. Concurrent callers share one request. When the
   * provider says the session is invalid (disabled or deleted user, revoked or expired token, reset
   * required), the session ends. Throws an AuthError when the refresh fails.
   */
  refresh(): Promise<Session> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<Session> {
    const session = this.store.load();
    if (!session) throw new AuthError('NotAuthenticated', LIBRARY_MESSAGES.notAuthenticated);
    if (!session.refreshToken) {
      this.end('invalid');
      throw new AuthError('NotAuthenticated', LIBRARY_MESSAGES.notAuthenticated);
    }
    let tokens: TokenSet;
    try {
      tokens = await this.provider.refreshTokens(session.refreshToken);
    } catch (error) {
      const authError = toAuthError(error);
      if (endsSession(authError)) {
        this.logger.warn('La sesión ya no es válida; se cierra.', authError.code);
        this.end('invalid');
      }
      throw authError;
    }
    const refreshed = sessionFromTokens(tokens, this.nowSeconds(), session);
    if (!refreshed.ok || !isSessionValid(refreshed.value, this.nowSeconds())) {
      this.end('invalid');
      throw new AuthError('NotAuthorized', LIBRARY_MESSAGES.authentication);
    }
    // Another tab may have signed out meanwhile: keep the refreshed tokens only for the same session.
    const latest = this.store.load();
    if (!latest || latest.refreshToken !== session.refreshToken) {
      throw new AuthError('NotAuthenticated', LIBRARY_MESSAGES.notAuthenticated);
    }
    this.store.save(refreshed.value);
    this.publish(refreshed.value);
    return refreshed.value;
  }

  /** Ends the session on this device (removes the provider's token keys); returns what it was. */
  end(reason: Exclude<SignedOutReason, 'none'>): Session | null {
    const session = this.store.load();
    this.store.clear();
    this.subject.next({ kind: 'signedOut', reason });
    return session;
  }

  private publish(session: Session | null): void {
    if (session) this.subject.next({ kind: 'signedIn', user: currentUserOf(session) });
    else if (this.subject.getValue().kind === 'signedIn') {
      this.subject.next({ kind: 'signedOut', reason: 'invalid' });
    }
  }
}
