import type { BankFilePreview } from '../../../../src/application/bank-payments/contract';
import type {
  CtsDepositPreview,
  DepositCompany,
  CtsDepositRequest,
  IncomeCertificateList,
  SettlementPaymentPreview,
  MonthDetail,
  MonthsApi,
  MonthSummary,
  MonthWorkerBreakdown,
} from '../../../../src/application/months/months-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import {
  diffMonths,
  MONTH_MESSAGES,
  monthTransition,
  openWeeksOf,
  type MonthWorkerTotals,
} from '../../../../src/domain/months/month';
import type { LeaverSettlement } from '../../../../src/domain/months/leaver';
import {
  SEMESTER_MESSAGES,
  semesterStatement,
  type SemesterKind,
  type SemesterStatement,
} from '../../../../src/domain/months/semesters';
import { Decimal } from '../../../../src/domain/payroll/decimal';
import { STALE_UPDATE_MESSAGE } from '../../../../src/domain/shared/stale-update';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';

/** A worker's figures of a month, every amount zero unless given (decimal strings). */
export function monthFigures(document: string, over: Partial<MonthWorkerTotals> = {}): MonthWorkerTotals {
  return {
    document,
    name: `TRABAJADOR ${document}`,
    weeks: 4,
    gross: '0.00',
    vacation: '0.00',
    bonus: '0.00',
    bonusExtra: '0.00',
    cts: '0.00',
    familyAllowance: '0.00',
    pensionAdjustment: '0.00',
    incomeTax: '0.00',
    refundDue: '0.00',
    payable: '0.00',
    carriedToLastWeek: '0.00',
    taxablePay: '0.00',
    employer: '0.00',
    ...over,
  };
}

/** A worker's month of the worked example (two weeks of anchoveta catch shares). */
export function sampleWorker(document: string, name: string, gross: string): MonthWorkerTotals {
  const g = Decimal.of(gross);
  const rate = (base: Decimal, r: string) => base.times(Decimal.of(r)).round(2);
  const vacation = rate(g, '0.0833');
  const bonus = rate(g, '0.1666');
  const bonusExtra = rate(bonus, '0.09');
  const benefits = vacation.plus(bonus).plus(bonusExtra);
  return {
    document,
    name,
    weeks: 2,
    gross,
    vacation: vacation.toFixed(2),
    bonus: bonus.toFixed(2),
    bonusExtra: bonusExtra.toFixed(2),
    cts: vacation.toFixed(2),
    familyAllowance: '0.00',
    pensionAdjustment: '0.00',
    incomeTax: '0.00',
    refundDue: '0.00',
    payable: benefits.toFixed(2),
    carriedToLastWeek: '0.00',
    taxablePay: g.plus(benefits).toFixed(2),
    employer: rate(g, '0.09').toFixed(2),
  };
}

export const MONTH_WORKERS: readonly MonthWorkerTotals[] = [
  sampleWorker('10000001', 'QUISPE HUAMAN, JUAN', '8506.00'),
  sampleWorker('10000002', 'ÑAÑEZ PEÑA, MARÍA', '6379.50'),
  sampleWorker('10000005', 'CHUMPITAZ RAMOS, PEDRO', '4253.00'),
];

/** April 2025: weeks 14 and 15 closed, week 16 open; computed when `computed`. */
export function sampleMonth(over: Partial<MonthDetail> = {}): MonthDetail {
  const weeks = [
    { id: 14, year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', state: 'cerrada' },
    { id: 15, year: 2025, number: 15, start: '2025-04-07', end: '2025-04-13', state: 'cerrada' },
    { id: 16, year: 2025, number: 16, start: '2025-04-14', end: '2025-04-20', state: 'abierta' },
  ];
  return {
    month: '2025-04',
    state: 'abierto',
    weekCount: weeks.length,
    closedWeeks: 2,
    totals: null,
    stale: false,
    version: 0,
    updatedAt: null,
    updatedBy: null,
    weeks,
    workers: [],
    diff: [],
    closedAt: null,
    closedBy: null,
    reopenings: [],
    ...over,
  };
}

const sum = (
  rows: readonly MonthWorkerTotals[],
  field: Exclude<keyof MonthWorkerTotals, 'document' | 'name' | 'weeks' | 'ctsWithheld'>,
) => Decimal.sum(rows.map((r) => Decimal.of(r[field]))).toFixed(2);

export const BREAKDOWN: MonthWorkerBreakdown = {
  source: 'calculo',
  document: '10000001',
  name: 'QUISPE HUAMAN, JUAN',
  lines: [
    {
      section: 'semanas',
      concept: 'week',
      amount: '4253.00',
      inputs: { year: 2025, number: 14, catchShares: '4253.00' },
    },
    {
      section: 'semanas',
      concept: 'week',
      amount: '4253.00',
      inputs: { year: 2025, number: 15, catchShares: '4253.00' },
    },
    {
      section: 'beneficios',
      concept: 'vacation',
      amount: '708.55',
      inputs: { base: '8506.00', rate: '8.33' },
    },
    {
      section: 'beneficios',
      concept: 'bonus',
      amount: '1417.10',
      inputs: { base: '8506.00', rate: '16.66' },
    },
    {
      section: 'renta',
      concept: 'incomeTax',
      amount: '0.00',
      inputs: { previousPay: '0.00', monthPay: '10758.19' },
    },
    { section: 'liquidacion', concept: 'payable', amount: '2253.19', inputs: {} },
  ],
};

/**
 * The payroll months' port in memory, with the server's rules: the state machine, the version, a
 * close refused while a week is open (naming it), the reopened month's diff.
 */
export class FakeMonthsApi implements MonthsApi {
  month: MonthDetail;
  /** What the next computation gives each worker (default: the sample workers). */
  nextWorkers: readonly MonthWorkerTotals[] = MONTH_WORKERS;
  /** What the computations give after a reopening (a week corrected meanwhile). */
  reopenedWorkers: readonly MonthWorkerTotals[] | null = null;
  private closedWorkers: readonly MonthWorkerTotals[] | null = null;
  readonly calls: string[] = [];
  /** The next call fails with this. */
  failure: ApiFailure | null = null;

  constructor(month: MonthDetail = sampleMonth()) {
    this.month = month;
  }

  private failing<T>(): ApiResult<T> | null {
    const f = this.failure;
    this.failure = null;
    return f ? failed(f) : null;
  }

  private stale<T>(version: number): ApiResult<T> | null {
    return version === this.month.version
      ? null
      : failed({ kind: 'conflict', message: STALE_UPDATE_MESSAGE });
  }

  private refuse<T>(error: { status: number; message: string }): ApiResult<T> {
    return failed(
      error.status === 403
        ? { kind: 'forbidden', message: error.message }
        : error.status === 400
          ? {
              kind: 'validation',
              message: error.message,
              fields: [{ field: 'reason', message: error.message }],
            }
          : { kind: 'conflict', message: error.message },
    );
  }

  list(): Promise<ApiResult<MonthSummary[]>> {
    this.calls.push('list');
    const {
      weeks: _w,
      workers: _k,
      diff: _d,
      closedAt: _a,
      closedBy: _b,
      reopenings: _r,
      ...summary
    } = this.month;
    return Promise.resolve(this.failing() ?? okResult([summary]));
  }

  get(month: string): Promise<ApiResult<MonthDetail>> {
    this.calls.push(`get ${month}`);
    return Promise.resolve(this.failing() ?? okResult(this.month));
  }

  compute(month: string, version: number): Promise<ApiResult<MonthDetail>> {
    this.calls.push(`compute ${month} ${version}`);
    const refused = this.failing<MonthDetail>() ?? this.stale<MonthDetail>(version);
    if (refused) return Promise.resolve(refused);
    const next = monthTransition(this.month.state, 'compute');
    if (!next.ok) return Promise.resolve(this.refuse(next.error));
    const workers = [...this.nextWorkers];
    this.month = {
      ...this.month,
      state: next.value,
      version: this.month.version + 1,
      updatedAt: '2025-05-02T15:00:00.000Z',
      updatedBy: 'planillas',
      stale: false,
      workers,
      totals: {
        workers: workers.length,
        gross: sum(workers, 'gross'),
        vacation: sum(workers, 'vacation'),
        bonus: sum(workers, 'bonus'),
        bonusExtra: sum(workers, 'bonusExtra'),
        cts: sum(workers, 'cts'),
        familyAllowance: sum(workers, 'familyAllowance'),
        incomeTax: sum(workers, 'incomeTax'),
        payable: sum(workers, 'payable'),
        employer: sum(workers, 'employer'),
        fep: '1395.36',
      },
      diff: this.closedWorkers ? diffMonths(this.closedWorkers, workers) : [],
    };
    return Promise.resolve(okResult(this.month));
  }

  close(month: string, version: number): Promise<ApiResult<MonthDetail>> {
    this.calls.push(`close ${month} ${version}`);
    const refused = this.failing<MonthDetail>() ?? this.stale<MonthDetail>(version);
    if (refused) return Promise.resolve(refused);
    const next = monthTransition(this.month.state, 'close');
    if (!next.ok) return Promise.resolve(this.refuse(next.error));
    const open = openWeeksOf(this.month.weeks.map((w) => ({ ...w, version: 1 })));
    if (open.length > 0)
      return Promise.resolve(failed({ kind: 'conflict', message: MONTH_MESSAGES.openWeeks(open) }));
    this.closedWorkers = this.month.workers;
    this.month = { ...this.month, state: next.value, version: this.month.version + 1, diff: [] };
    return Promise.resolve(okResult(this.month));
  }

  reopen(month: string, version: number, reason: string): Promise<ApiResult<MonthDetail>> {
    this.calls.push(`reopen ${month} ${version}`);
    const refused = this.failing<MonthDetail>() ?? this.stale<MonthDetail>(version);
    if (refused) return Promise.resolve(refused);
    const next = monthTransition(this.month.state, 'reopen', { canApprove: true, reason });
    if (!next.ok) return Promise.resolve(this.refuse(next.error));
    this.month = {
      ...this.month,
      state: next.value,
      version: this.month.version + 1,
      reopenings: [
        ...this.month.reopenings,
        { at: '2025-05-03T10:00:00.000Z', by: 'jefe', reason: reason.trim() },
      ],
    };
    if (this.reopenedWorkers) this.nextWorkers = this.reopenedWorkers;
    return Promise.resolve(okResult(this.month));
  }

  /** The semester statement the fake answers (set by a test or story). */
  statement: SemesterStatement | null = null;

  semester(kind: SemesterKind, period: string): Promise<ApiResult<SemesterStatement>> {
    this.calls.push(`semester ${kind} ${period}`);
    const refused = this.failing<SemesterStatement>();
    if (refused) return Promise.resolve(refused);
    const statement =
      this.statement && this.statement.kind === kind && this.statement.period === period
        ? this.statement
        : semesterStatement(kind, period, []);
    return Promise.resolve(
      statement
        ? okResult(statement)
        : failed({ kind: 'validation', message: SEMESTER_MESSAGES.period, fields: [] }),
    );
  }

  /** The leavers the fake answers. */
  settlements: LeaverSettlement[] = [];

  leavers(year: number): Promise<ApiResult<LeaverSettlement[]>> {
    this.calls.push(`leavers ${year}`);
    return Promise.resolve(
      this.failing() ?? okResult(this.settlements.filter((s) => s.worker.endDate.startsWith(String(year)))),
    );
  }

  /** The companies and the preview «Pagar liquidación» answers. */
  settlementCompanies: DepositCompany[] = [{ ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' }];
  settlementPaymentAnswer: SettlementPaymentPreview = {
    layout: {
      code: 'BCP_TELECREDITO',
      name: 'BCP Telecrédito (pago de haberes)',
      chargeAccountHint: 'Cuenta corriente BCP de 13 o 14 dígitos',
    },
    paid: 1,
    total: '6379.50',
    withoutAccount: [],
    nothingToPay: 0,
    reference: 'LIQUIDACIONES 2025',
    provisional: [],
  };

  settlementPaymentCompanies(year: number): Promise<ApiResult<DepositCompany[]>> {
    this.calls.push(`settlementPaymentCompanies ${String(year)}`);
    return Promise.resolve(this.failing<DepositCompany[]>() ?? okResult(this.settlementCompanies));
  }

  settlementPaymentPreview(
    year: number,
    ruc: string,
    document?: string,
  ): Promise<ApiResult<SettlementPaymentPreview>> {
    this.calls.push(`settlementPaymentPreview ${String(year)} ${ruc}${document ? ` ${document}` : ''}`);
    return Promise.resolve(
      this.failing<SettlementPaymentPreview>() ?? okResult(this.settlementPaymentAnswer),
    );
  }

  settlementPaymentFile(
    year: number,
    ruc: string,
    request: CtsDepositRequest,
    document?: string,
  ): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(
      `settlementPaymentFile ${String(year)} ${ruc} ${request.chargeAccount} ${request.paymentDate} ${request.reference}${document ? ` ${document}` : ''}`,
    );
    return Promise.resolve(
      this.failing<DownloadedFile>() ??
        okResult({
          fileName: `telecredito-liquidacion-${ruc}-${String(year)}.txt`,
          file: new Blob(['#1HC']),
        }),
    );
  }

  /** The companies and the preview of the closed month's payment to the court orders' beneficiaries. */
  beneficiaryCompanies: DepositCompany[] = [{ ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' }];
  beneficiaryPaymentAnswer: BankFilePreview = {
    layout: {
      code: 'BCP_TELECREDITO',
      name: 'BCP Telecrédito (pago de haberes)',
      chargeAccountHint: 'Cuenta corriente BCP de 13 o 14 dígitos',
    },
    layouts: [
      { code: 'BCP_TELECREDITO', name: 'BCP Telecrédito (pago de haberes)' },
      { code: 'BBVA_HABERES', name: 'BBVA (pago de haberes)' },
    ],
    paid: 2,
    total: '314.99',
    withoutAccount: [],
    nothingToPay: 0,
    reference: 'RET JUDICIAL 2025-04',
  };

  beneficiaryPaymentCompanies(month: string): Promise<ApiResult<DepositCompany[]>> {
    this.calls.push(`beneficiaryPaymentCompanies ${month}`);
    return Promise.resolve(this.failing<DepositCompany[]>() ?? okResult(this.beneficiaryCompanies));
  }

  beneficiaryPaymentPreview(
    month: string,
    ruc: string,
    layout?: string,
  ): Promise<ApiResult<BankFilePreview>> {
    this.calls.push(`beneficiaryPaymentPreview ${month} ${ruc}${layout ? ` ${layout}` : ''}`);
    return Promise.resolve(this.failing<BankFilePreview>() ?? okResult(this.beneficiaryPaymentAnswer));
  }

  beneficiaryPaymentFile(
    month: string,
    ruc: string,
    request: CtsDepositRequest,
  ): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(
      `beneficiaryPaymentFile ${month} ${ruc} ${request.chargeAccount} ${request.paymentDate} ${request.reference}`,
    );
    return Promise.resolve(
      this.failing<DownloadedFile>() ??
        okResult({ fileName: `telecredito-beneficiarios-${ruc}-${month}.txt`, file: new Blob(['#1HC']) }),
    );
  }

  settlementPdf(document: string): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`settlementPdf ${document}`);
    return Promise.resolve(
      this.failing() ?? okResult({ fileName: `liquidacion-${document}.pdf`, file: new Blob(['%PDF']) }),
    );
  }

  /** The certificates' list of each year (an empty one when not set). */
  readonly certificates = new Map<number, IncomeCertificateList>();

  incomeCertificates(year: number): Promise<ApiResult<IncomeCertificateList>> {
    this.calls.push(`incomeCertificates ${String(year)}`);
    return Promise.resolve(
      this.failing() ?? okResult(this.certificates.get(year) ?? { year, openMonths: [], rows: [] }),
    );
  }

  incomeCertificatesPdf(year: number): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`incomeCertificatesPdf ${String(year)}`);
    return Promise.resolve(
      this.failing() ??
        okResult({ fileName: `certificados-renta-${String(year)}.pdf`, file: new Blob(['%PDF']) }),
    );
  }

  incomeCertificatePdf(document: string, year: number): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`incomeCertificatePdf ${document} ${String(year)}`);
    return Promise.resolve(
      this.failing() ??
        okResult({ fileName: `certificado-renta-${String(year)}-${document}.pdf`, file: new Blob(['%PDF']) }),
    );
  }

  payslips(month: string, document?: string): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`payslips ${month}${document ? ` ${document}` : ''}`);
    const name = document ? `boletas-${month}-${document}.pdf` : `boletas-${month}.pdf`;
    return Promise.resolve(this.failing() ?? okResult({ fileName: name, file: new Blob(['%PDF']) }));
  }

  /** The CTS deposit preview the fake answers. */
  ctsDepositAnswer: CtsDepositPreview = {
    layout: {
      code: 'BCP_TELECREDITO_CTS',
      name: 'BCP Telecrédito (depósito de CTS)',
      chargeAccountHint: 'Cuenta corriente BCP en soles: 13 dígitos (por ejemplo 191-1234567-0-12)',
    },
    paid: 2,
    total: '2012.45',
    withoutAccount: [{ document: '40112234', name: 'HUAMÁN ROJAS, PEDRO', net: '455.10' }],
    nothingToPay: 0,
    reference: 'CTS MAY-2025',
  };

  ctsDepositCompaniesAnswer: DepositCompany[] = [{ ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' }];

  ctsDepositCompanies(period: string): Promise<ApiResult<DepositCompany[]>> {
    this.calls.push(`ctsDepositCompanies ${period}`);
    return Promise.resolve(this.failing<DepositCompany[]>() ?? okResult(this.ctsDepositCompaniesAnswer));
  }

  ctsDepositPreview(period: string, ruc: string): Promise<ApiResult<CtsDepositPreview>> {
    this.calls.push(`ctsDepositPreview ${period} ${ruc}`);
    return Promise.resolve(this.failing<CtsDepositPreview>() ?? okResult(this.ctsDepositAnswer));
  }

  ctsDepositFile(
    period: string,
    ruc: string,
    request: CtsDepositRequest,
  ): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(
      `ctsDepositFile ${period} ${ruc} ${request.chargeAccount} ${request.paymentDate} ${request.reference}`,
    );
    const refused = this.failing<DownloadedFile>();
    if (refused) return Promise.resolve(refused);
    if (!/^\d{13}$/.test(request.chargeAccount.replace(/-/g, '')))
      return Promise.resolve(
        failed({
          kind: 'validation',
          message:
            'Hay 1 dato(s) por corregir antes de generar el archivo del banco: no se genera con datos incompletos.',
          fields: [
            {
              field: 'chargeAccount',
              message:
                'La cuenta de cargo debe ser una cuenta corriente BCP de 13 dígitos (por ejemplo 191-1234567-0-12).',
            },
          ],
        }),
      );
    return Promise.resolve(
      okResult({ fileName: `telecredito-cts-${ruc}-${period}.txt`, file: new Blob(['#1CC']) }),
    );
  }

  semesterWorkbook(kind: SemesterKind, period: string): Promise<ApiResult<DownloadedFile>> {
    this.calls.push(`semesterWorkbook ${kind} ${period}`);
    return Promise.resolve(
      this.failing() ?? okResult({ fileName: `${kind}-${period}.xlsx`, file: new Blob(['xlsx']) }),
    );
  }

  breakdown(
    month: string,
    document: string,
    source: 'calculo' | 'cierre',
  ): Promise<ApiResult<MonthWorkerBreakdown>> {
    this.calls.push(`breakdown ${month} ${document} ${source}`);
    const worker = this.month.workers.find((w) => w.document === document);
    if (!worker)
      return Promise.resolve(
        failed({
          kind: 'not-found',
          message: `El trabajador ${document} no figura en el resultado del mes.`,
        }),
      );
    return Promise.resolve(this.failing() ?? okResult({ ...BREAKDOWN, source, document, name: worker.name }));
  }
}

/** Grants of the months' module. */
export const monthGrantsOf = (...actions: string[]) => ({
  execute: () => Promise.resolve({ vacaciones_gratificaciones_cts: actions } as never),
});
