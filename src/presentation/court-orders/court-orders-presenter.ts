import type { Translate } from '../common/screen-state';
import type { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import { saveOwnedRecord } from '../../application/shared/owned-records';
import {
  COURT_ORDER_BASES,
  COURT_ORDER_KINDS,
  COURT_ORDER_MESSAGES,
  validateCourtOrder,
  type CourtOrder,
  type CourtOrderInput,
} from '../../domain/court-orders/court-order';
import { bankName } from '../../domain/shared/cci';
import { formatDate } from '../../domain/shared/dates';
import { formatSoles } from '../../domain/shared/decimal-text';
import { DOCUMENT_TYPES } from '../../domain/shared/identity-document';
import type { FormOptions, FormSource } from '../common/form-presenter';
import { mapResult } from '../common/load-presenter';
import type { RecordsState } from '../common/records-presenter';
import { TextedRecordsPresenter } from '../common/texted-records-presenter';
import { CourtOrderReportPresenter } from './court-order-report-presenter';

/** A court order as the dialog shows it: display-ready texts. */
export interface CourtOrderRowView {
  readonly id: number;
  /** 'Exp. 00123-2025-0-2501-JP-FC-01'. */
  readonly title: string;
  readonly court: string;
  readonly kind: string;
  /** '30.00 % del neto', 'S/ 150.00 por semana'. */
  readonly withholding: string;
  /** 'Gratificación, CTS' or '—'. */
  readonly benefits: string;
  /** 'QUISPE ROJAS, MARÍA (DNI 45678912)'. */
  readonly beneficiary: string;
  /** 'BCP 00219300123456789013'. */
  readonly account: string;
  /** '01/03/2025 – sin fin'. */
  readonly period: string;
  readonly order: CourtOrder;
}

interface CourtOrders {
  readonly rows: readonly CourtOrderRowView[];
}

export type CourtOrdersState = RecordsState<CourtOrders, CourtOrderRowView, CourtOrderInput, CourtOrder>;

/** What a list shows for no benefit reached. */
const NONE = '—';

export interface CourtOrdersWorker {
  readonly id: number;
  readonly name: string;
}

export function courtOrderRow(order: CourtOrder, t: Translate): CourtOrderRowView {
  const withholding =
    order.basis === 'porcentaje'
      ? t('courtOrders.texts.percentOfNet', { percent: order.percent })
      : order.basis === 'monto_semanal'
        ? t('courtOrders.texts.perWeek', { amount: formatSoles(order.amount) })
        : t('courtOrders.texts.perMonth', { amount: formatSoles(order.amount) });
  const benefits = [
    ...(order.reachesBonus ? [t('courtOrders.texts.bonus')] : []),
    ...(order.reachesCts ? [t('courtOrders.texts.cts')] : []),
  ];
  return {
    id: order.id,
    title: t('courtOrders.texts.title', { caseNumber: order.caseNumber }),
    court: order.court,
    kind: t(`courtOrders.kinds.${order.kind}`),
    withholding,
    benefits: benefits.length > 0 ? benefits.join(', ') : NONE,
    beneficiary: `${order.beneficiaryName} (${order.beneficiaryDocumentType} ${order.beneficiaryDocumentNumber})`,
    account: `${bankName(order.beneficiaryCci.slice(0, 3)) ?? ''} ${order.beneficiaryCci}`.trim(),
    period: `${formatDate(order.startsOn)} – ${order.endsOn === '' ? t('courtOrders.texts.noEnd') : formatDate(order.endsOn)}`,
    order,
  };
}

/** The form's choices: the kinds, the bases and the beneficiary's document types. */
const optionsOf = (t: Translate): FormOptions => ({
  kinds: COURT_ORDER_KINDS.map((id) => ({ id, label: t(`courtOrders.kinds.${id}`) })),
  bases: COURT_ORDER_BASES.map((id) => ({ id, label: t(`courtOrders.bases.${id}`) })),
  documentTypes: DOCUMENT_TYPES.map((id) => ({ id, label: t(`common.documentTypes.${id}`) })),
});

/**
 * A worker's court orders (docs/court-orders.md): the list, the kit's form to record or change one, and
 * the deletion of one typed by mistake.
 */
export class CourtOrdersPresenter extends TextedRecordsPresenter<
  CourtOrders,
  CourtOrderRowView,
  CourtOrderInput,
  CourtOrder
> {
  constructor(
    private readonly api: CourtOrdersApi,
    readonly worker: CourtOrdersWorker,
    /** The user may record, change and delete orders (`editar` on trabajador). */
    canEdit: boolean,
    private readonly today: () => string,
    /** The translator of the texts (i18next's `t`, «courtOrders.texts»). */
    private readonly t: Translate,
    /** The report's .xlsx: offered with `exportar` on trabajador, saved where `files` says. */
    private readonly reportExport: { readonly canExport: boolean; readonly files: FileSaver } | null = null,
  ) {
    super({}, canEdit, { t, texts: 'courtOrders.texts' });
  }

  /** The presenter of one order's report for the court (read when shown), with its .xlsx export. */
  reportPresenter(orderId: number): CourtOrderReportPresenter {
    return new CourtOrderReportPresenter(
      this.api,
      orderId,
      this.t,
      this.reportExport?.files ?? null,
      this.reportExport?.canExport ?? false,
    );
  }

  protected async records(): Promise<ApiResult<CourtOrders>> {
    return mapResult(await this.api.list(this.worker.id), (orders) => ({
      rows: orders.map((o) => courtOrderRow(o, this.t)),
    }));
  }

  protected formSource(existing: CourtOrder | null): FormSource<CourtOrderInput, CourtOrder> {
    return {
      empty: () => ({
        caseNumber: '',
        court: '',
        kind: 'alimentos',
        basis: 'porcentaje',
        percent: '',
        amount: '',
        reachesBonus: false,
        reachesCts: false,
        beneficiaryName: '',
        beneficiaryDocumentType: 'DNI',
        beneficiaryDocumentNumber: '',
        beneficiaryCci: '',
        startsOn: this.today(),
        endsOn: '',
      }),
      read: () =>
        Promise.resolve(
          existing
            ? okResult(existing)
            : failed({ kind: 'not-found', message: COURT_ORDER_MESSAGES.notFound }),
        ),
      valuesOf: ({ id: _id, workerId: _worker, version: _version, ...values }) => values,
      options: () => Promise.resolve(okResult(optionsOf(this.t))),
      save: saveOwnedRecord(
        this.api,
        this.worker.id,
        validateCourtOrder,
        this.t('courtOrders.texts.fixFields'),
      ),
    };
  }

  protected recordOf(row: CourtOrderRowView): CourtOrder {
    return row.order;
  }

  protected remove(row: CourtOrderRowView): Promise<ApiResult<unknown>> {
    return this.api.remove(row.order.id, row.order.version);
  }
}
