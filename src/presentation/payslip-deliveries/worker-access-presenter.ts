import type { ApiResult } from '../../application/shared/api-result';
import type {
  AccessInvited,
  PayslipDeliveriesApi,
  WorkerAccess,
} from '../../application/payslip-deliveries/payslip-deliveries-api';
import { formatDate, formatDateTime } from '../../domain/shared/dates';
import { LoadPresenter, type LoadState } from '../common/load-presenter';
import type { Translate } from '../common/screen-state';

/** The longest e-mail address the server takes. */
export const EMAIL_MAX = 254;

/**
 * What the invitation (or a new code) answered: the one-time code to print (shown once), or the e-mail
 * sent.
 */
export interface InvitationShown {
  /** The code to print, or null when the invitation was e-mailed. */
  readonly code: string | null;
  readonly username: string;
  /** «Válido hasta el 05/04/2025». */
  readonly validUntil: string;
  /** «Se envió la invitación a …», or null for a code. */
  readonly emailed: string | null;
}

export interface WorkerAccessView {
  /** «Sin acceso», «Invitado», «Activo». */
  readonly state: string;
  /** «Usuario: 12345678 · Correo: …», the lines known of the access. */
  readonly lines: readonly string[];
  /** The e-mail as typed. */
  readonly email: string;
  /** «Invitar por correo» / «Generar código para imprimir»: with `editar`, to a worker without access. */
  readonly canInvite: boolean;
  /** «Nuevo código»: with `editar`, to a worker already invited or active. */
  readonly canNewCode: boolean;
  readonly busy: boolean;
  /** The server's refusal of the invitation, or null. */
  readonly error: string | null;
  readonly invited: InvitationShown | null;
  /** The «Nuevo código» confirmation while it is open, with the server's refusal (or null). */
  readonly confirmingNewCode: { readonly error: string | null } | null;
}

export type WorkerAccessState = LoadState<WorkerAccessView>;

/**
 * A worker's access to «Mis boletas» (docs/payslip-deliveries.md), from the worker's row: its state,
 * the invitation (by e-mail when one is given, otherwise a one-time code to print, shown once) and, for
 * a worker already invited, a new code to print after a confirmation (the earlier password stops
 * working).
 */
export class WorkerAccessPresenter extends LoadPresenter<WorkerAccessView> {
  constructor(
    private readonly api: PayslipDeliveriesApi,
    private readonly t: Translate,
    readonly workerId: number,
    private readonly canEdit: boolean,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<WorkerAccessView>> {
    const result = await this.api.access(this.workerId);
    if (!result.ok) return result;
    return {
      ok: true,
      value: {
        ...this.accessOf(result.value),
        email: result.value.email ?? '',
        busy: false,
        error: null,
        invited: null,
        confirmingNewCode: null,
      },
    };
  }

  private accessOf(
    access: WorkerAccess,
  ): Pick<WorkerAccessView, 'state' | 'lines' | 'canInvite' | 'canNewCode'> {
    const lines = [
      access.username && this.t('payslipDeliveries.access.username', { username: access.username }),
      access.email && this.t('payslipDeliveries.access.email', { email: access.email }),
      access.invitedAt &&
        this.t('payslipDeliveries.access.invitedAt', { at: formatDateTime(access.invitedAt) }),
    ].filter((line): line is string => typeof line === 'string' && line !== '');
    return {
      state: this.t(`payslipDeliveries.access.states.${access.state}`),
      lines,
      canInvite: this.canEdit && access.state === 'sin-acceso',
      canNewCode: this.canEdit && access.state !== 'sin-acceso',
    };
  }

  setEmail(email: string): void {
    this.setState((s) =>
      s.kind === 'ready' && !s.busy ? { ...s, email: email.slice(0, EMAIL_MAX), error: null } : s,
    );
  }

  /** «Invitar por correo» (an e-mail typed) or «Generar código para imprimir» (none): sent once. */
  async invite(): Promise<void> {
    if (this.state.kind !== 'ready' || !this.state.canInvite || this.state.busy) return;
    const email = this.state.email.trim();
    this.setState((s) => (s.kind === 'ready' ? { ...s, busy: true, error: null, invited: null } : s));
    const result = await this.api.invite(this.workerId, email === '' ? {} : { email });
    if (this.disposed) return;
    this.setState((s) => {
      if (s.kind !== 'ready') return s;
      if (!result.ok) return { ...s, busy: false, error: result.error.message };
      return {
        ...s,
        ...this.accessOf(result.value.access),
        busy: false,
        invited: this.invitedOf(result.value, email),
      };
    });
  }

  /** «Nuevo código»: asks first, saying that the earlier password stops working. */
  askNewCode(): void {
    this.setState((s) =>
      s.kind === 'ready' && s.canNewCode && !s.busy
        ? { ...s, confirmingNewCode: { error: null }, error: null }
        : s,
    );
  }

  cancelNewCode(): void {
    this.setState((s) => (s.kind === 'ready' && !s.busy ? { ...s, confirmingNewCode: null } : s));
  }

  /** Confirmed: a new one-time code, shown once as the invitation's is; asked once. */
  async newCode(): Promise<void> {
    if (this.state.kind !== 'ready' || !this.state.confirmingNewCode || this.state.busy) return;
    this.setState((s) => (s.kind === 'ready' ? { ...s, busy: true, invited: null } : s));
    const result = await this.api.newCode(this.workerId);
    if (this.disposed) return;
    this.setState((s) => {
      if (s.kind !== 'ready') return s;
      if (!result.ok) return { ...s, busy: false, confirmingNewCode: { error: result.error.message } };
      return {
        ...s,
        ...this.accessOf(result.value.access),
        busy: false,
        confirmingNewCode: null,
        invited: this.invitedOf(result.value, ''),
      };
    });
  }

  private invitedOf(answer: AccessInvited, email: string): InvitationShown {
    const validUntil = this.t('payslipDeliveries.access.validUntil', { date: formatDate(answer.validUntil) });
    return {
      code: answer.oneTimeCode,
      username: answer.username,
      validUntil,
      emailed: answer.oneTimeCode === null ? this.t('payslipDeliveries.access.emailed', { email }) : null,
    };
  }
}
