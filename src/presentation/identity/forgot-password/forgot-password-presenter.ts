import type { RecoverPassword } from '../../../application/identity/recover-password';
import type { RecoveryStatus } from '../../../domain/identity/password-recovery';
import { Presenter } from '../../core/presenter';
import { fieldMessages, recoveryMessage, type Translate } from '../messages';
import { SubmitQueue } from '../submit-queue';

export interface Notice {
  readonly severity: 'success' | 'error';
  readonly text: string;
}

type Fields = Partial<Record<'username' | 'code' | 'newPassword', string>>;

/**
 * Password recovery (/forgotPassword). `status` is the recovery status code: 1 = failure, 2 = code
 * sent (a failed submit stays here), 3 = password changed; null before the first request.
 */
export type ForgotPasswordState =
  | {
      readonly kind: 'request';
      readonly status: Extract<RecoveryStatus, 1> | null;
      /** The username last entered (kept when going back to this step). */
      readonly username: string;
      readonly busy: boolean;
      readonly notice: Notice | null;
      readonly fieldErrors: Fields;
    }
  | {
      readonly kind: 'code';
      readonly status: Extract<RecoveryStatus, 2>;
      readonly username: string;
      readonly destination: string | null;
      readonly busy: boolean;
      readonly notice: Notice;
      readonly fieldErrors: Fields;
    }
  | { readonly kind: 'done'; readonly status: Extract<RecoveryStatus, 3>; readonly notice: Notice };

export class ForgotPasswordPresenter extends Presenter<ForgotPasswordState> {
  private readonly queue: SubmitQueue;

  constructor(
    private readonly recover: RecoverPassword,
    private readonly t: Translate,
  ) {
    super({ kind: 'request', status: null, username: '', busy: false, notice: null, fieldErrors: {} });
    this.queue = new SubmitQueue(() =>
      this.setState((s) =>
        s.kind === 'done'
          ? s
          : { ...s, busy: false, notice: { severity: 'error', text: this.t('auth.recovery.unexpected') } },
      ),
    );
    this.subscriptions.add(this.queue.subscription);
  }

  /** Requests a code for `username` (again, from the code step: "Reenviar código"). */
  requestCode(username: string): void {
    this.queue.submit(async () => {
      this.setState((s) => (s.kind === 'done' ? s : { ...s, busy: true, fieldErrors: {} }));
      const result = await this.recover.requestCode(username);
      if (!result.ok) {
        return this.setState({
          kind: 'request',
          status: null,
          username,
          busy: false,
          notice: null,
          fieldErrors: fieldMessages(result.error.fields, this.t),
        });
      }
      const outcome = result.value;
      const text = recoveryMessage(outcome.message, this.t);
      if (outcome.status === 2) {
        return this.setState({
          kind: 'code',
          status: 2,
          username: username.trim(),
          destination: outcome.destination ?? null,
          busy: false,
          notice: { severity: 'success', text },
          fieldErrors: {},
        });
      }
      this.setState({
        kind: 'request',
        status: 1,
        username: username.trim(),
        busy: false,
        notice: { severity: 'error', text },
        fieldErrors: {},
      });
    });
  }

  /** Sends the code and the new password. */
  submit(code: string, newPassword: string): void {
    const state = this.state;
    if (state.kind !== 'code') return;
    this.queue.submit(async () => {
      this.setState({ ...state, busy: true, fieldErrors: {} });
      const result = await this.recover.submit({ username: state.username, code, newPassword });
      if (!result.ok) {
        return this.setState({
          ...state,
          busy: false,
          fieldErrors: fieldMessages(result.error.fields, this.t),
        });
      }
      const outcome = result.value;
      const text = recoveryMessage(outcome.message, this.t);
      if (outcome.status === 3) {
        return this.setState({ kind: 'done', status: 3, notice: { severity: 'success', text } });
      }
      this.setState({
        ...state,
        status: 2,
        busy: false,
        notice: { severity: 'error', text },
        fieldErrors: {},
      });
    });
  }

  /** Back to the first step, to use another username. */
  changeUser(): void {
    const state = this.state;
    if (this.queue.busy || state.kind === 'request') return;
    this.setState({
      kind: 'request',
      status: null,
      username: state.kind === 'code' ? state.username : '',
      busy: false,
      notice: null,
      fieldErrors: {},
    });
  }
}
