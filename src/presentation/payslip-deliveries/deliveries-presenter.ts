import type { FileSaver } from '../../application/ports/file-saver';
import type { ApiResult } from '../../application/shared/api-result';
import type { MyGrants } from '../../application/shared/my-grants';
import type { DeliveryRow } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { DELIVERY_KIND_LABELS, DELIVERY_WORKING_DAYS } from '../../domain/payslip-deliveries/delivery';
import { SETTLEMENT_DAYS } from '../../domain/shared/settlement-term';
import { hasGrant } from '../../domain/shared/grants';
import { formatDate, formatDateTime } from '../../domain/shared/dates';
import { LoadPresenter, type LoadState } from '../common/load-presenter';
import type { Notice, Translate } from '../common/screen-state';
import type { DeliveriesSource, DeliveryColumn, PeriodDeliveries } from './deliveries-source';

/** One document's delivery as the table shows it. */
export interface DeliveryRowView {
  readonly id: number;
  readonly name: string;
  readonly document: string;
  /** «Boleta mensual», «Liquidación de beneficios sociales»… */
  readonly kind: string;
  /** «Sin acceso», «Invitado», «Activo». */
  readonly access: string;
  /** «Pendiente», «Entregada», «Confirmada». */
  readonly state: string;
  readonly pending: boolean;
  /** '03/04/2025', '22/03/2025 · Vencida', or «Sin plazo» (a certificate). */
  readonly due: string;
  /** Pending after its own deadline (never without one). */
  readonly overdue: boolean;
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

/** A column of the table: the row's field and its header's text. */
export interface DeliveryColumnView {
  readonly field: DeliveryColumn['field'];
  readonly header: string;
}

export interface DeliveriesView {
  readonly counts: readonly DeliveryCount[];
  /** «Plazo: hasta el 27/03/2025 (3 días hábiles)», or null when nothing was published. */
  readonly due: string | null;
  /** A document is still pending after its deadline. */
  readonly overdue: boolean;
  /** The warning shown while `overdue`. */
  readonly overdueText: string;
  readonly tableLabel: string;
  readonly empty: string;
  readonly columns: readonly DeliveryColumnView[];
  readonly rows: readonly DeliveryRowView[];
  /** «Imprimir pendientes (PDF)»: with `exportar` on the period's module and a document pending. */
  readonly canPrint: boolean;
  readonly printing: boolean;
  readonly notice: Notice | null;
}

export type DeliveriesState = LoadState<DeliveriesView>;

/** The counts above the table, in order (texts `payslipDeliveries.deliveries.counts.<key>`). */
export const DELIVERY_COUNTS: readonly DeliveryCount['key'][] = [
  'confirmed',
  'delivered',
  'pending',
  'total',
];

/** The texts of the section common to every period. */
const TEXTS = 'payslipDeliveries.deliveries';

/**
 * A closed period's deliveries (docs/payslip-deliveries.md): a week's payslips, or what a month's close
 * published (its payslips, the leavers' settlements, the certificates). How many are confirmed,
 * delivered and pending against the legal deadlines, each document's row, and the pending ones in one
 * PDF to print and hand out. What differs between a week and a month is the `source`.
 */
export class DeliveriesPresenter extends LoadPresenter<DeliveriesView> {
  constructor(
    private readonly source: DeliveriesSource,
    private readonly grants: MyGrants,
    private readonly files: FileSaver,
    private readonly t: Translate,
  ) {
    super();
  }

  protected async read(): Promise<ApiResult<DeliveriesView>> {
    const [result, grants] = await Promise.all([this.source.read(), this.grants.execute().catch(() => ({}))]);
    if (!result.ok) return result;
    return {
      ok: true,
      value: this.viewOf(result.value, hasGrant(grants, this.source.printModule, 'exportar')),
    };
  }

  private text(key: string, params?: Record<string, unknown>): string {
    return this.t(`${TEXTS}.${this.source.texts}.${key}`, params);
  }

  private viewOf(period: PeriodDeliveries, mayExport: boolean): DeliveriesView {
    return {
      counts: DELIVERY_COUNTS.map((key) => ({
        key,
        label: this.t(`${TEXTS}.counts.${key}`),
        value: period.counts[key],
      })),
      due:
        period.dueOn === null
          ? null
          : this.text('due', {
              date: formatDate(period.dueOn),
              days: DELIVERY_WORKING_DAYS,
              settlementDays: SETTLEMENT_DAYS,
            }),
      overdue: period.overdue,
      overdueText: this.text('overdue'),
      tableLabel: this.text('tableLabel'),
      empty: this.text('empty'),
      columns: this.source.columns.map((c) => ({
        field: c.field,
        header: this.t(`${TEXTS}.columns.${c.header}`),
      })),
      rows: period.rows.map((r) => this.rowOf(r)),
      canPrint: mayExport && period.counts.pending > 0,
      printing: false,
      notice: null,
    };
  }

  private rowOf(r: DeliveryRow): DeliveryRowView {
    const pending = r.state === 'pendiente';
    // A document the law sets no deadline for (a certificate) is never overdue.
    const overdue = pending && r.overdue && r.dueOn !== null;
    return {
      id: r.id,
      name: r.name,
      document: r.document,
      kind: DELIVERY_KIND_LABELS[r.kind],
      access: this.t(`payslipDeliveries.access.states.${r.access}`),
      state: this.t(`${TEXTS}.states.${r.state}`),
      pending,
      due: this.dueOf(r.dueOn, overdue),
      overdue,
      confirmedAt: r.confirmedAt === null ? '' : formatDateTime(r.confirmedAt),
      from: r.confirmedFrom,
      observation: r.observation,
    };
  }

  private dueOf(dueOn: string | null, overdue: boolean): string {
    if (dueOn === null) return this.t(`${TEXTS}.noDue`);
    const date = formatDate(dueOn);
    return overdue ? this.t(`${TEXTS}.rowOverdue`, { date }) : date;
  }

  /** «Imprimir pendientes (PDF)»: the file goes to the browser; the server marks them printed. */
  async printPending(): Promise<void> {
    if (this.state.kind !== 'ready' || !this.state.canPrint || this.state.printing) return;
    this.setState((s) => (s.kind === 'ready' ? { ...s, printing: true, notice: null } : s));
    const result = await this.source.pendingPdf();
    if (this.disposed) return;
    if (!result.ok) {
      const notice: Notice = { severity: 'error', text: result.error.message };
      this.setState((s) => (s.kind === 'ready' ? { ...s, printing: false, notice } : s));
      return;
    }
    this.files.save(result.value.fileName, result.value.file);
    // Printed documents count as delivered: read the period again.
    await this.load();
    const notice: Notice = { severity: 'success', text: this.text('printed') };
    this.setState((s) => (s.kind === 'ready' ? { ...s, notice } : s));
  }

  dismissNotice(): void {
    this.setState((s) => (s.kind === 'ready' ? { ...s, notice: null } : s));
  }
}
