import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { MyGrants } from '../../application/shared/my-grants';
import type {
  DeliveryRow,
  PayslipDeliveriesApi,
  WeekDeliveries,
} from '../../application/payslip-deliveries/payslip-deliveries-api';
import { DELIVERY_WORKING_DAYS } from '../../domain/payslip-deliveries/delivery';
import { hasGrant } from '../../domain/shared/grants';
import { formatDate, formatDateTime } from '../../domain/shared/dates';
import { LoadPresenter, type LoadState } from '../common/load-presenter';
import type { Notice, Translate } from '../common/screen-state';

/** One worker's delivery as the table shows it. */
export interface DeliveryRowView {
  readonly id: number;
  readonly name: string;
  readonly document: string;
  /** «Sin acceso», «Invitado», «Activo». */
  readonly access: string;
  /** «Pendiente», «Entregada», «Confirmada». */
  readonly state: string;
  readonly pending: boolean;
  /** '25/03/2025 10:05', or ''. */
  readonly confirmedAt: string;
  readonly from: string;
  readonly observation: string;
}

/** One of the counts above the table. */
export interface DeliveryCount {
  readonly key: 'confirmed' | 'delivered' | 'pending' | 'total';
  readonly label: string;
  readonly value: number;
}

export interface WeekDeliveriesView {
  readonly counts: readonly DeliveryCount[];
  /** «Plazo: hasta el 27/03/2025 (3 días hábiles)», or null when the payslips were not published. */
  readonly due: string | null;
  /** The deadline passed with payslips still pending. */
  readonly overdue: boolean;
  readonly rows: readonly DeliveryRowView[];
  /** «Imprimir pendientes (PDF)»: with `exportar` on the weeks' module and a payslip pending. */
  readonly canPrint: boolean;
  readonly printing: boolean;
  readonly notice: Notice | null;
}

export type WeekDeliveriesState = LoadState<WeekDeliveriesView>;

/** The counts above the table, in order (texts `payslipDeliveries.week.counts.<key>`). */
export const DELIVERY_COUNTS: readonly DeliveryCount['key'][] = [
  'confirmed',
  'delivered',
  'pending',
  'total',
];

/** The table's columns, in order (texts `payslipDeliveries.week.columns.<key>`). */
export const DELIVERY_COLUMNS = [
  'name',
  'document',
  'access',
  'state',
  'confirmedAt',
  'from',
  'observation',
] as const satisfies readonly (keyof DeliveryRowView)[];

/**
 * A closed week's payslip deliveries (docs/payslip-deliveries.md): how many are confirmed, delivered
 * and pending against the legal deadline, each worker's row, and the pending payslips in one PDF to
 * print and hand out.
 */
export class WeekDeliveriesPresenter extends LoadPresenter<WeekDeliveriesView> {
  constructor(
    private readonly api: PayslipDeliveriesApi,
    private readonly grants: MyGrants,
    private readonly files: FileSaver,
    private readonly t: Translate,
    readonly weekId: number,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<WeekDeliveriesView>> {
    const [result, grants] = await Promise.all([
      this.api.week(this.weekId),
      this.grants.execute().catch(() => ({})),
    ]);
    if (!result.ok) return result;
    return { ok: true, value: this.viewOf(result.value, hasGrant(grants, 'semana_de_pesca', 'exportar')) };
  }

  private viewOf(week: WeekDeliveries, mayExport: boolean): WeekDeliveriesView {
    return {
      counts: DELIVERY_COUNTS.map((key) => ({
        key,
        label: this.t(`payslipDeliveries.week.counts.${key}`),
        value: week.counts[key],
      })),
      due:
        week.dueOn === null
          ? null
          : this.t('payslipDeliveries.week.due', {
              date: formatDate(week.dueOn),
              days: DELIVERY_WORKING_DAYS,
            }),
      overdue: week.overdue,
      rows: week.rows.map((r) => this.rowOf(r)),
      canPrint: mayExport && week.counts.pending > 0,
      printing: false,
      notice: null,
    };
  }

  private rowOf(r: DeliveryRow): DeliveryRowView {
    return {
      id: r.id,
      name: r.name,
      document: r.document,
      access: this.t(`payslipDeliveries.access.states.${r.access}`),
      state: this.t(`payslipDeliveries.week.states.${r.state}`),
      pending: r.state === 'pendiente',
      confirmedAt: r.confirmedAt === null ? '' : formatDateTime(r.confirmedAt),
      from: r.confirmedFrom,
      observation: r.observation,
    };
  }

  /** «Imprimir pendientes (PDF)»: the file goes to the browser; the server marks them printed. */
  async printPending(): Promise<void> {
    if (this.state.kind !== 'ready' || !this.state.canPrint || this.state.printing) return;
    this.setState((s) => (s.kind === 'ready' ? { ...s, printing: true, notice: null } : s));
    const result = await this.api.pendingPdf(this.weekId);
    if (this.disposed) return;
    if (!result.ok) {
      const notice: Notice = { severity: 'error', text: result.error.message };
      this.setState((s) => (s.kind === 'ready' ? { ...s, printing: false, notice } : s));
      return;
    }
    this.files.save(result.value.fileName, result.value.file);
    // Printed payslips count as delivered: read the week again.
    await this.load();
    const notice: Notice = { severity: 'success', text: this.t('payslipDeliveries.week.printed') };
    this.setState((s) => (s.kind === 'ready' ? { ...s, notice } : s));
  }

  dismissNotice(): void {
    this.setState((s) => (s.kind === 'ready' ? { ...s, notice: null } : s));
  }
}
