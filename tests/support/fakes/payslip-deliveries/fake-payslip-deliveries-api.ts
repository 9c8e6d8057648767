import type {
  AccessInvitation,
  AccessInvited,
  DeliveryRow,
  MonthDeliveries,
  OwnPayslip,
  OwnPayslipList,
  PayslipDeliveriesApi,
  ReceiptInput,
  WeekDeliveries,
  WorkerAccess,
} from '../../../../src/application/payslip-deliveries/payslip-deliveries-api';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';

export const NOT_A_WORKER = 'Su usuario no está vinculado a un trabajador.';
export const ALREADY_CONFIRMED = 'La recepción de esta boleta ya fue confirmada.';

/** A worker's published payslip (week 12 of 2025, published on Monday 24 March at 08:00 in Lima). */
export const ownPayslip = (over: Partial<OwnPayslip> = {}): OwnPayslip => ({
  id: 7,
  kind: 'semana',
  title: 'Semana 12 - 2025',
  start: '2025-03-17',
  end: '2025-03-23',
  employer: 'PESQUERA DEL PACÍFICO S.A.C.',
  net: 'S/ 1,234.56',
  publishedAt: '2025-03-24T13:00:00.000Z',
  dueOn: '2025-03-27',
  downloadedAt: null,
  confirmedAt: null,
  observation: '',
  ...over,
});

/** The week's rows: one confirmed, one printed, one pending (overdue when the week is). */
const weekRows = (overdue: boolean): DeliveryRow[] => [
  {
    id: 1,
    kind: 'semana',
    workerId: 11,
    document: '45678912',
    name: 'QUISPE ROJAS, MARÍA',
    access: 'activo',
    state: 'confirmada',
    emailedAt: null,
    downloadedAt: '2025-03-24T15:00:00.000Z',
    printedAt: null,
    confirmedAt: '2025-03-24T15:05:00.000Z',
    dueOn: '2025-03-27',
    overdue: false,
    confirmedFrom: '190.12.3.4 · Chrome en Android',
    observation: 'Conforme',
  },
  {
    id: 2,
    kind: 'semana',
    workerId: 12,
    document: '41234567',
    name: 'CHUMPITAZ RAMOS, PEDRO',
    access: 'invitado',
    state: 'entregada',
    emailedAt: null,
    downloadedAt: null,
    printedAt: '2025-03-25T14:00:00.000Z',
    confirmedAt: null,
    dueOn: '2025-03-27',
    overdue: false,
    confirmedFrom: '',
    observation: '',
  },
  {
    id: 3,
    kind: 'semana',
    workerId: 13,
    document: '09876543',
    name: 'TORRES VEGA, JUAN',
    access: 'sin-acceso',
    state: 'pendiente',
    emailedAt: null,
    downloadedAt: null,
    printedAt: null,
    confirmedAt: null,
    dueOn: '2025-03-27',
    overdue,
    confirmedFrom: '',
    observation: '',
  },
];

/** A leaver's settlement, published by March's close: due two days after the end date. */
export const settlementPayslip = (over: Partial<OwnPayslip> = {}): OwnPayslip =>
  ownPayslip({
    id: 9,
    kind: 'liquidacion',
    title: 'Liquidación de beneficios sociales',
    start: '2025-01-01',
    end: '2025-03-20',
    net: 'S/ 3,456.78',
    publishedAt: '2025-03-31T13:00:00.000Z',
    dueOn: '2025-03-22',
    ...over,
  });

/** A certificate of income and withholdings: no net, no legal deadline. */
export const certificatePayslip = (over: Partial<OwnPayslip> = {}): OwnPayslip =>
  ownPayslip({
    id: 10,
    kind: 'certificado',
    title: 'Certificado de rentas y retenciones 2025',
    start: '2025-01-01',
    end: '2025-03-20',
    net: null,
    publishedAt: '2025-03-31T13:00:00.000Z',
    dueOn: null,
    ...over,
  });

export const weekDeliveries = (over: Partial<WeekDeliveries> = {}): WeekDeliveries => ({
  weekId: 12,
  publishedAt: '2025-03-24T13:00:00.000Z',
  dueOn: '2025-03-27',
  overdue: false,
  counts: { total: 3, confirmed: 1, delivered: 1, pending: 1 },
  rows: weekRows(over.overdue ?? false),
  ...over,
});

/** A row of the month's deliveries. */
const monthRow = (over: Partial<DeliveryRow> & Pick<DeliveryRow, 'id' | 'kind'>): DeliveryRow => ({
  workerId: 13,
  document: '09876543',
  name: 'TORRES VEGA, JUAN',
  access: 'sin-acceso',
  state: 'pendiente',
  emailedAt: null,
  downloadedAt: null,
  printedAt: null,
  confirmedAt: null,
  dueOn: '2025-04-03',
  overdue: false,
  confirmedFrom: '',
  observation: '',
  ...over,
});

/**
 * What March 2025's close published: María's monthly payslip (confirmed), Juan's (pending, overdue),
 * Juan's settlement (he left on 20 March: due two days later, overdue) and his certificate (no deadline).
 */
export const monthDeliveries = (over: Partial<MonthDeliveries> = {}): MonthDeliveries => ({
  month: '2025-03',
  publishedAt: '2025-03-31T13:00:00.000Z',
  dueOn: '2025-04-03',
  overdue: true,
  counts: { total: 4, confirmed: 1, delivered: 0, pending: 3 },
  rows: [
    monthRow({
      id: 21,
      kind: 'mes',
      workerId: 11,
      document: '45678912',
      name: 'QUISPE ROJAS, MARÍA',
      access: 'activo',
      state: 'confirmada',
      downloadedAt: '2025-04-01T15:00:00.000Z',
      confirmedAt: '2025-04-01T15:05:00.000Z',
      confirmedFrom: '190.12.3.4 · Chrome en Android',
      observation: 'Conforme',
    }),
    monthRow({ id: 22, kind: 'mes', overdue: true }),
    monthRow({ id: 23, kind: 'liquidacion', dueOn: '2025-03-22', overdue: true }),
    monthRow({ id: 24, kind: 'certificado', dueOn: null }),
  ],
  ...over,
});

const ok = <T>(value: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, value });
const no = <T>(error: ApiFailure): Promise<ApiResult<T>> => Promise.resolve({ ok: false, error });
const pdf = (fileName: string): Promise<ApiResult<DownloadedFile>> =>
  ok({ fileName, file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) });

/**
 * The payslip deliveries' port in memory: one worker's payslips, a closed week, a closed month, a
 * worker's access.
 */
export class FakePayslipDeliveriesApi implements PayslipDeliveriesApi {
  readonly asked: string[] = [];
  /** The signed-in user is not a worker (the list is refused with 403). */
  notAWorker = false;
  /** The next call of this name fails with this refusal. */
  failures = new Map<string, ApiFailure>();
  list: OwnPayslipList = {
    worker: { name: 'TORRES VEGA, JUAN', document: 'DNI 09876543' },
    rows: [
      ownPayslip(),
      ownPayslip({
        id: 6,
        title: 'Semana 11 - 2025',
        start: '2025-03-10',
        end: '2025-03-16',
        confirmedAt: '2025-03-18T14:30:00.000Z',
        observation: 'Conforme',
      }),
    ],
  };
  deliveries: WeekDeliveries = weekDeliveries();
  monthly: MonthDeliveries = monthDeliveries();
  workerAccess: WorkerAccess = { state: 'sin-acceso', username: null, email: null, invitedAt: null };
  /** Confirmations held until `release()`. */
  hold = false;
  private held: (() => void) | null = null;

  release(): void {
    this.held?.();
  }

  private failure(name: string): ApiFailure | undefined {
    const failure = this.failures.get(name);
    this.failures.delete(name);
    return failure;
  }

  own() {
    this.asked.push('own');
    if (this.notAWorker) return no<OwnPayslipList>({ kind: 'forbidden', message: NOT_A_WORKER });
    const failure = this.failure('own');
    return failure ? no<OwnPayslipList>(failure) : ok(this.list);
  }

  ownPdf(id: number) {
    this.asked.push(`pdf ${id}`);
    const failure = this.failure('ownPdf');
    return failure ? no<DownloadedFile>(failure) : pdf(`boleta-${id}.pdf`);
  }

  async confirm(id: number, input: ReceiptInput) {
    this.asked.push(`confirm ${id} ${JSON.stringify(input)}`);
    if (this.hold) await new Promise<void>((resolve) => (this.held = resolve));
    const failure = this.failure('confirm');
    if (failure) return no<OwnPayslip>(failure);
    const current = this.list.rows.find((r) => r.id === id);
    if (!current) return no<OwnPayslip>({ kind: 'not-found', message: 'Boleta no encontrada.' });
    if (current.confirmedAt) return no<OwnPayslip>({ kind: 'conflict', message: ALREADY_CONFIRMED });
    const confirmed = { ...current, confirmedAt: '2025-03-25T15:10:00.000Z', observation: input.observation };
    this.list = { ...this.list, rows: this.list.rows.map((r) => (r.id === id ? confirmed : r)) };
    return ok(confirmed);
  }

  week(weekId: number) {
    this.asked.push(`week ${weekId}`);
    const failure = this.failure('week');
    return failure ? no<WeekDeliveries>(failure) : ok(this.deliveries);
  }

  pendingPdf(weekId: number) {
    this.asked.push(`pending ${weekId}`);
    const failure = this.failure('pendingPdf');
    return failure ? no<DownloadedFile>(failure) : pdf(`boletas-pendientes-semana-${weekId}.pdf`);
  }

  month(month: string) {
    this.asked.push(`month ${month}`);
    const failure = this.failure('month');
    return failure ? no<MonthDeliveries>(failure) : ok(this.monthly);
  }

  monthPendingPdf(month: string) {
    this.asked.push(`month pending ${month}`);
    const failure = this.failure('monthPendingPdf');
    return failure ? no<DownloadedFile>(failure) : pdf(`documentos-pendientes-${month}.pdf`);
  }

  access(workerId: number) {
    this.asked.push(`access ${workerId}`);
    const failure = this.failure('access');
    return failure ? no<WorkerAccess>(failure) : ok(this.workerAccess);
  }

  invite(workerId: number, input: AccessInvitation) {
    this.asked.push(`invite ${workerId} ${JSON.stringify(input)}`);
    const failure = this.failure('invite');
    if (failure) return no<AccessInvited>(failure);
    this.workerAccess = {
      state: 'invitado',
      username: '09876543',
      email: input.email ?? null,
      invitedAt: '2025-03-25T15:00:00.000Z',
    };
    return ok<AccessInvited>({
      access: this.workerAccess,
      username: '09876543',
      oneTimeCode: input.email ? null : 'K7P-42QX',
      validUntil: '2025-04-01',
    });
  }

  newCode(workerId: number) {
    this.asked.push(`new code ${workerId}`);
    const failure = this.failure('newCode');
    if (failure) return no<AccessInvited>(failure);
    return ok<AccessInvited>({
      access: this.workerAccess,
      username: this.workerAccess.username ?? '09876543',
      oneTimeCode: 'M4R-7TQZ',
      validUntil: '2025-04-08',
    });
  }
}
