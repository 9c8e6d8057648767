import type { AuthSession } from '../../../application/identity/auth-session';
import type { StartHostedLogin } from '../../../application/identity/hosted-login';
import type { SignIn, SignInResult } from '../../../application/identity/sign-in';
import type { Challenge, SignInField } from '../../../domain/identity/sign-in';
import { Presenter } from '../../core/presenter';
import { authErrorMessage, fieldMessages, type Translate } from '../messages';
import { SubmitQueue } from '../submit-queue';

/** What every step of the login page shows besides its fields. */
export interface LoginCommon {
  /** A request is on its way: fields and buttons are disabled, a progress indicator shows. */
  readonly busy: boolean;
  /** The error of the last attempt, for an Alert (role=alert). */
  readonly error: string | null;
  /** Inline validation messages. */
  readonly fieldErrors: Partial<Record<SignInField, string>>;
  readonly hostedLoginOffered: boolean;
}

export type LoginState =
  | ({ readonly kind: 'credentials' } & LoginCommon)
  | ({ readonly kind: 'newPassword'; readonly username: string } & LoginCommon)
  | ({ readonly kind: 'customChallenge'; readonly prompt: string } & LoginCommon)
  | ({ readonly kind: 'softwareToken' } & LoginCommon)
  | ({
      readonly kind: 'mfaSetup';
      readonly secretCode: string;
      /** The secret in groups of four, easier to type. */
      readonly secretGroups: string;
      readonly otpauthUri: string;
    } & LoginCommon)
  | { readonly kind: 'signedIn'; readonly name: string };

const idle = (hostedLoginOffered: boolean): LoginCommon => ({
  busy: false,
  error: null,
  fieldErrors: {},
  hostedLoginOffered,
});

/**
 * The login page (/auth/login): username and password, then each challenge the provider asks for,
 * until the user is signed in. One submit at a time.
 */
export class LoginPresenter extends Presenter<LoginState> {
  private challenge: Challenge | null = null;
  private readonly queue: SubmitQueue;

  constructor(
    private readonly signIn: SignIn,
    private readonly hosted: StartHostedLogin,
    session: AuthSession,
    private readonly t: Translate,
  ) {
    super(
      session.hasValidSession()
        ? { kind: 'signedIn', name: session.stored()?.username ?? '' }
        : { kind: 'credentials', ...idle(hosted.offered) },
    );
    this.queue = new SubmitQueue(() => this.fail(this.t('auth.errors.unexpected')));
    this.subscriptions.add(this.queue.subscription);
  }

  private get offered(): boolean {
    return this.hosted.offered;
  }

  submitCredentials(username: string, password: string): void {
    this.run(() => this.signIn.start(username, password));
  }

  submitNewPassword(newPassword: string): void {
    this.withChallenge((c) => this.signIn.completeNewPassword(c, newPassword));
  }

  submitAnswer(answer: string): void {
    this.withChallenge((c) => this.signIn.answerCustomChallenge(c, answer));
  }

  submitSoftwareToken(code: string): void {
    this.withChallenge((c) => this.signIn.answerSoftwareToken(c, code));
  }

  submitMfaSetup(code: string): void {
    this.withChallenge((c) => this.signIn.completeMfaSetup(c, code));
  }

  /** Back to username and password (e.g. "Volver al inicio de sesión" from a challenge). */
  restart(): void {
    if (this.queue.busy) return;
    this.challenge = null;
    this.setState({ kind: 'credentials', ...idle(this.offered) });
  }

  /** Redirects to the provider's hosted login page. */
  startHostedLogin(returnTo: string): void {
    this.queue.submit(async () => {
      this.setBusy();
      const result = await this.hosted.execute(returnTo);
      // On success the browser leaves the page; stay busy.
      if (!result.ok) {
        this.fail(
          result.error.kind === 'rejected'
            ? authErrorMessage(result.error.error, this.t)
            : this.t('auth.errors.unexpected'),
        );
      }
    });
  }

  private withChallenge(call: (challenge: Challenge) => Promise<SignInResult>): void {
    const challenge = this.challenge;
    if (!challenge) return;
    this.run(() => call(challenge));
  }

  private run(call: () => Promise<SignInResult>): void {
    this.queue.submit(async () => {
      this.setBusy();
      this.apply(await call());
    });
  }

  private setBusy(): void {
    this.setState((s) => (s.kind === 'signedIn' ? s : { ...s, busy: true, error: null, fieldErrors: {} }));
  }

  private fail(error: string | null, fieldErrors: LoginCommon['fieldErrors'] = {}): void {
    this.setState((s) => (s.kind === 'signedIn' ? s : { ...s, busy: false, error, fieldErrors }));
  }

  private apply(result: SignInResult): void {
    if (!result.ok) {
      const failure = result.error;
      if (failure.kind === 'invalid') return this.fail(null, fieldMessages(failure.fields, this.t));
      if (failure.kind === 'invalidSession') return this.fail(this.t('auth.errors.invalidSession'));
      const { error } = failure;
      // A sign-in session that expired between challenges: start again from the password.
      if (error.code === 'ChallengeSessionExpired') {
        this.challenge = null;
        return this.setState({
          kind: 'credentials',
          ...idle(this.offered),
          error: authErrorMessage(error, this.t),
        });
      }
      return this.fail(authErrorMessage(error, this.t));
    }
    const step = result.value;
    const common = idle(this.offered);
    switch (step.kind) {
      case 'signedIn':
        this.challenge = null;
        return this.setState({ kind: 'signedIn', name: step.user.name });
      case 'newPasswordRequired':
        this.challenge = step.challenge;
        return this.setState({ kind: 'newPassword', username: step.challenge.username, ...common });
      case 'customChallenge':
        this.challenge = step.challenge;
        return this.setState({
          kind: 'customChallenge',
          prompt: step.destination
            ? this.t('auth.customChallenge.codeSent', { destination: step.destination })
            : this.t('auth.customChallenge.prompt'),
          ...common,
        });
      case 'softwareTokenMfa':
        this.challenge = step.challenge;
        return this.setState({ kind: 'softwareToken', ...common });
      case 'mfaSetup':
        this.challenge = step.challenge;
        return this.setState({
          kind: 'mfaSetup',
          secretCode: step.secretCode,
          secretGroups: step.secretCode.replace(/(.{4})(?=.)/g, '$1 '),
          otpauthUri: step.otpauthUri,
          ...common,
        });
    }
  }
}
