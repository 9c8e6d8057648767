import type { ChangePassword, ChangePasswordField } from '../../../application/identity/change-password';
import { Presenter } from '../../core/presenter';
import { fieldMessages, type Translate } from '../messages';
import { SubmitQueue } from '../submit-queue';

export type ChangePasswordState =
  | {
      readonly kind: 'form';
      readonly busy: boolean;
      readonly fieldErrors: Partial<Record<ChangePasswordField, string>>;
    }
  /** Changed, and signed out: the page goes to /auth/login. */
  | { readonly kind: 'done' };

/**
 * Password change (/changePassword): username, current (or temporary) password and the new one. A
 * failure is only logged by the use case; the form simply becomes editable again.
 */
export class ChangePasswordPresenter extends Presenter<ChangePasswordState> {
  private readonly queue: SubmitQueue;

  constructor(
    private readonly changePassword: ChangePassword,
    private readonly t: Translate,
  ) {
    super({ kind: 'form', busy: false, fieldErrors: {} });
    this.queue = new SubmitQueue(() => this.setState({ kind: 'form', busy: false, fieldErrors: {} }));
    this.subscriptions.add(this.queue.subscription);
  }

  submit(input: { username: string; oldPassword: string; newPassword: string }): void {
    this.queue.submit(async () => {
      this.setState({ kind: 'form', busy: true, fieldErrors: {} });
      const result = await this.changePassword.execute(input);
      if (result.ok) return this.setState({ kind: 'done' });
      this.setState({
        kind: 'form',
        busy: false,
        fieldErrors: result.error.kind === 'invalid' ? fieldMessages(result.error.fields, this.t) : {},
      });
    });
  }
}
