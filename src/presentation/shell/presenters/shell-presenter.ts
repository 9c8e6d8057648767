import type { LoadAppInfo } from '../../../application/app/load-app-info';
import type { Logger } from '../../../application/ports/logger';
import type { ShellSession } from '../../../application/shell/shell-session';
import { DEFAULT_VERSION } from '../../../domain/app/app-info';
import { Presenter } from '../../core/presenter';

export type ShellViewState =
  | {
      readonly kind: 'active';
      /** The product version for the footer ('1.0' until the information file is read). */
      readonly version: string;
      /** The signed-in person's name, when known. */
      readonly userName: string | null;
    }
  | { readonly kind: 'signing-out'; readonly version: string; readonly userName: string | null }
  /** The session is over: the view goes to /auth/login. */
  | { readonly kind: 'signed-out' };

/** The top bar and the footer: version, the signed-in person, 'Cerrar Sesión'. */
export class ShellPresenter extends Presenter<ShellViewState> {
  constructor(
    private readonly loadAppInfo: LoadAppInfo,
    private readonly session: ShellSession,
    private readonly logger: Logger,
  ) {
    super({ kind: 'active', version: DEFAULT_VERSION, userName: null });
  }

  protected override onAttach(): void {
    let live = true;
    this.whileAttached(() => {
      live = false;
    });
    void this.loadAppInfo.execute().then((info) => {
      if (live) this.setState((s) => (s.kind === 'signed-out' ? s : { ...s, version: info.version }));
    });
    this.session.currentUser().then(
      (user) => {
        const userName = user ? user.name || user.username : null;
        if (live) this.setState((s) => (s.kind === 'signed-out' ? s : { ...s, userName }));
      },
      (error: unknown) => this.logger.warn('No se pudo leer el usuario de la sesión.', error),
    );
  }

  /** Signs out (once, however often it is clicked) and then leaves the shell, even if the provider failed. */
  async signOut(): Promise<void> {
    const current = this.state;
    if (current.kind !== 'active') return;
    this.setState({ kind: 'signing-out', version: current.version, userName: current.userName });
    try {
      await this.session.signOut();
    } catch (error) {
      this.logger.error('No se pudo cerrar la sesión en el proveedor de identidad.', error);
    }
    this.setState({ kind: 'signed-out' });
  }
}
