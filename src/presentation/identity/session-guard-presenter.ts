import type { AuthSession } from '../../application/identity/auth-session';
import { Presenter } from '../core/presenter';

export type GuardState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'allowed' }
  /** `returnHere`: after signing in, come back to where the user was going (not after a sign-out). */
  | { readonly kind: 'denied'; readonly returnHere: boolean }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The route guard: lets shell routes in only when a current session exists (refreshing an expired
 * one first); otherwise sends the user to /auth/login. Follows the session, so a sign-out or an
 * invalid session anywhere leaves the shell at once.
 */
export class SessionGuardPresenter extends Presenter<GuardState> {
  private checks = 0;

  constructor(
    private readonly session: AuthSession,
    private readonly failedMessage: string,
  ) {
    super(
      session.hasValidSession()
        ? { kind: 'allowed' }
        : session.stored()
          ? { kind: 'checking' }
          : { kind: 'denied', returnHere: true },
    );
  }

  protected override onAttach(): void {
    const subscription = this.session.state$.subscribe((state) => {
      if (state.kind === 'signedOut' && state.reason !== 'none') {
        this.setState({ kind: 'denied', returnHere: state.reason !== 'signOut' });
      }
    });
    this.whileAttached(subscription);
    this.check();
  }

  /** Checks the session again (on every navigation inside the shell). */
  check(): void {
    const id = ++this.checks;
    if (!this.session.stored()) {
      this.setState((s) => (s.kind === 'denied' ? s : { kind: 'denied', returnHere: true }));
      return;
    }
    if (this.state.kind !== 'allowed') this.setState({ kind: 'checking' });
    this.session.current().then(
      (current) => {
        if (id !== this.checks) return;
        this.setState(
          current
            ? { kind: 'allowed' }
            : (s) => (s.kind === 'denied' ? s : { kind: 'denied', returnHere: true }),
        );
      },
      () => {
        if (id !== this.checks) return;
        this.setState({ kind: 'failed', message: this.failedMessage });
      },
    );
  }
}
