import type { ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type {
  PayslipDeliveriesApi,
  WeekDeliveries,
} from '../../application/payslip-deliveries/payslip-deliveries-api';

/** What the office sees of a period's deliveries (a week's and a month's share these fields). */
export type PeriodDeliveries = Omit<WeekDeliveries, 'weekId'>;

/** Whose deliveries a section shows: a closed week's, or a closed month's ('YYYY-MM'). */
export type DeliveriesPeriod =
  { readonly kind: 'week'; readonly weekId: number } | { readonly kind: 'month'; readonly month: string };

/** The headers' texts (`payslipDeliveries.deliveries.columns.<header>`). */
export const DELIVERY_HEADERS = [
  'name',
  'document',
  'identity',
  'kind',
  'access',
  'state',
  'due',
  'confirmedAt',
  'from',
  'observation',
] as const;

/** The fields of a row the table shows (the presenter's `DeliveryRowView` has each, as text). */
export type DeliveryField =
  'name' | 'document' | 'kind' | 'access' | 'state' | 'due' | 'confirmedAt' | 'from' | 'observation';

/** A column of the table: the row's field and its header. */
export interface DeliveryColumn {
  readonly field: DeliveryField;
  readonly header: (typeof DELIVERY_HEADERS)[number];
}

const column = (field: DeliveryColumn['field'], header: DeliveryColumn['header'] = field) => ({
  field,
  header,
});

/** A week's columns: every row is the week's payslip, due on the week's deadline. */
export const WEEK_DELIVERY_COLUMNS: readonly DeliveryColumn[] = [
  column('name'),
  column('document'),
  column('access'),
  column('state'),
  column('confirmedAt'),
  column('from'),
  column('observation'),
];

/**
 * A month's columns: «Documento» is what was delivered (a settlement's deadline differs from the
 * payslips'), so the worker's document is «Doc. de identidad».
 */
export const MONTH_DELIVERY_COLUMNS: readonly DeliveryColumn[] = [
  column('name'),
  column('document', 'identity'),
  column('kind'),
  column('access'),
  column('state'),
  column('due'),
  column('confirmedAt'),
  column('from'),
  column('observation'),
];

/** Where a section reads a period's deliveries from, and what differs between a week and a month. */
export interface DeliveriesSource {
  /** The period's own texts: `payslipDeliveries.deliveries.<texts>.*`. */
  readonly texts: 'week' | 'month';
  readonly columns: readonly DeliveryColumn[];
  /** The module whose `exportar` grant allows printing the pending documents (as on the server). */
  readonly printModule: string;
  read(): Promise<ApiResult<PeriodDeliveries>>;
  /** Every document still pending, one PDF to print and hand out. */
  pendingPdf(): Promise<ApiResult<DownloadedFile>>;
}

/** The source of a period's deliveries over the port. */
export function deliveriesSource(api: PayslipDeliveriesApi, period: DeliveriesPeriod): DeliveriesSource {
  if (period.kind === 'week')
    return {
      texts: 'week',
      columns: WEEK_DELIVERY_COLUMNS,
      printModule: 'semana_de_pesca',
      read: () => api.week(period.weekId),
      pendingPdf: () => api.pendingPdf(period.weekId),
    };
  return {
    texts: 'month',
    columns: MONTH_DELIVERY_COLUMNS,
    printModule: 'vacaciones_gratificaciones_cts',
    read: () => api.month(period.month),
    pendingPdf: () => api.monthPendingPdf(period.month),
  };
}
