import type { CompleteHostedLogin } from '../../../application/identity/hosted-login';
import { Presenter } from '../../core/presenter';
import { authErrorMessage, type Translate } from '../messages';

export type HostedCallbackState =
  | { readonly kind: 'exchanging' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'signedIn'; readonly returnTo: string };

/** The hosted login's return (/auth/callback): exchanges the code, or says clearly why it could not. */
export class HostedCallbackPresenter extends Presenter<HostedCallbackState> {
  private started = false;

  constructor(
    private readonly complete: CompleteHostedLogin,
    private readonly callbackUrl: string,
    private readonly t: Translate,
  ) {
    super({ kind: 'exchanging' });
  }

  protected override onAttach(): void {
    // The code is used once, even if the view mounts twice (StrictMode).
    if (this.started) return;
    this.started = true;
    void this.complete.execute(this.callbackUrl).then((result) => {
      if (result.ok) return this.setState({ kind: 'signedIn', returnTo: result.value.returnTo });
      const failure = result.error;
      const message =
        failure.kind === 'timeout'
          ? this.t('auth.hosted.timeout')
          : failure.kind === 'rejected'
            ? `${this.t('auth.hosted.failed')} ${authErrorMessage(failure.error, this.t)}`
            : this.t('auth.hosted.failed');
      this.setState({ kind: 'failed', message });
    });
  }
}
