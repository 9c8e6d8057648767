import Type, { type Static, type TString } from 'typebox';
import {
  SETTLEMENT_CONCEPTS,
  SETTLEMENT_PAYMENTS,
  SETTLEMENT_STATES,
  type LeaverSettlement,
} from '../../domain/months/leaver';
import {
  MONTH_DIFF_FIELDS,
  MONTH_REOPEN_REASON_MAX,
  MONTH_STATES,
  type MonthDiffField,
  type MonthTotals,
  type MonthWorkerDiff,
  type MonthWorkerTotals,
} from '../../domain/months/month';
import { SEMESTER_KINDS, type SemesterStatement } from '../../domain/months/semesters';
import { BankFileParams, BankFilePreview, BankLayoutParam } from '../bank-payments/contract';
import { List, OneOf, Reopening, Text, WeekRef, type Same, strict, Nullable } from '../shared/contract';

/**
 * The payroll months' API contract (docs/api-contract.md, docs/months.md): every request and JSON
 * answer of `/meses-de-planilla`, once. server/months/routes.ts validates and serialises with these
 * schemas; the SPA's port (months-api.ts) takes its types from them. The month's figures, the
 * semester statement and the settlement are declared in src/domain; each schema of one is checked
 * against it below. The CTS deposit's preview is the bank files' contract (bank-payments/contract.ts).
 */

const Amount = Type.String();

/** A month: `YYYY-MM`. */
export const MonthText = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
export const MonthParams = Type.Object({ mes: MonthText }, strict);
/** 0 for a month never computed. */
export const MonthVersion = Type.Integer({ minimum: 0, maximum: 2147483647 });
export const MonthVersionBody = Type.Object({ version: MonthVersion }, strict);
export const MonthReopenBody = Type.Object(
  { version: MonthVersion, reason: Text(MONTH_REOPEN_REASON_MAX) },
  strict,
);
export const MonthListQuery = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  strict,
);
export const NoQuery = Type.Object({}, strict);

/** What the month pays, as the month's totals and each worker's month name it (decimal strings). */
const monthPay = {
  gross: Amount,
  vacation: Amount,
  bonus: Amount,
  bonusExtra: Amount,
  cts: Amount,
  familyAllowance: Amount,
};

/** The month's totals as the list and the header show them. */
export const MonthTotalsSchema = Type.Object({
  workers: Type.Integer(),
  ...monthPay,
  incomeTax: Amount,
  payable: Amount,
  employer: Amount,
  fep: Amount,
});

/** A month of the list: its weeks' count and state, and the totals of its last computation. */
export const MonthSummary = Type.Object({
  month: Type.String(),
  state: OneOf(MONTH_STATES),
  weekCount: Type.Integer(),
  closedWeeks: Type.Integer(),
  /** Null until computed. */
  totals: Nullable(MonthTotalsSchema),
  /** A week changed since the computation: compute again before closing. */
  stale: Type.Boolean(),
  /** 0 until the month's first computation. */
  version: Type.Integer(),
  updatedAt: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
});
export const MonthList = Type.Object({ rows: List(MonthSummary) });

/** A worker's month (decimal strings). */
export const MonthWorkerTotalsSchema = Type.Object({
  document: Type.String(),
  name: Type.String(),
  weeks: Type.Integer(),
  ...monthPay,
  pensionAdjustment: Amount,
  incomeTax: Amount,
  refundDue: Amount,
  payable: Amount,
  carriedToLastWeek: Amount,
  taxablePay: Amount,
  employer: Amount,
});

const diffChange = Object.fromEntries(MONTH_DIFF_FIELDS.map((f) => [f, Amount])) as Record<
  MonthDiffField,
  TString
>;

export const MonthWorkerDiffSchema = Type.Object({
  document: Type.String(),
  name: Type.String(),
  before: Nullable(MonthWorkerTotalsSchema),
  after: Nullable(MonthWorkerTotalsSchema),
  /** after − before of each compared field (a missing side counts as zero). */
  change: Type.Object(diffChange),
});

/** A week of the month, as the month's screen names it. */
export const MonthWeekInfo = WeekRef;

export const MonthReopening = Reopening;

/** One month: its weeks, its workers' figures and, once reopened and computed, the diff. */
export const MonthDetail = Type.Object({
  ...MonthSummary.properties,
  weeks: List(MonthWeekInfo),
  workers: List(MonthWorkerTotalsSchema),
  diff: List(MonthWorkerDiffSchema),
  closedAt: Nullable(Type.String()),
  closedBy: Nullable(Type.String()),
  reopenings: List(MonthReopening),
});

export const BreakdownSource = OneOf(['calculo', 'cierre'] as const);
export const MONTH_LINE_SECTIONS = [
  'semanas',
  'beneficios',
  'aportes',
  'pension',
  'renta',
  'liquidacion',
] as const;

/** A traced line of a worker's month: what it is, its amount and what it was computed from. */
export const MonthLine = Type.Object({
  section: OneOf(MONTH_LINE_SECTIONS),
  concept: Type.String(),
  amount: Type.String(),
  inputs: Type.Record(Type.String(), Type.Unknown()),
});

/**
 * The income tax the closed month's run could not withhold (docs/payroll.md "Income tax the monthly run
 * cannot cover"): the balance, what closed later weeks withheld of it (by week, '19-2025') and what is
 * still pending («Saldo pendiente de retener»).
 */
export const IncomeTaxBalance = Type.Object({
  month: MonthText,
  amount: Type.String(),
  withheld: Type.String(),
  pending: Type.String(),
  weeks: List(Type.Object({ week: Type.String(), amount: Type.String() })),
});

/** One worker's month, every amount with its inputs; the balance once the month closed with one. */
export const MonthWorkerBreakdown = Type.Object({
  source: BreakdownSource,
  document: Type.String(),
  name: Type.String(),
  lines: List(MonthLine),
  taxBalance: Type.Optional(IncomeTaxBalance),
});
export const BreakdownParams = Type.Object(
  { mes: MonthText, document: Type.String({ minLength: 1, maxLength: 20 }) },
  strict,
);
export const BreakdownQuery = Type.Object({ fuente: Type.Optional(BreakdownSource) }, strict);

export const SemesterQuery = Type.Object({ tipo: OneOf(SEMESTER_KINDS), periodo: MonthText }, strict);

/** July's or December's gratificación, May's or November's CTS: each closed month per worker. */
export const SemesterStatementSchema = Type.Object({
  kind: OneOf(SEMESTER_KINDS),
  period: Type.String(),
  title: Type.String(),
  months: List(
    Type.Object({ month: Type.String(), state: Nullable(OneOf(MONTH_STATES)), closed: Type.Boolean() }),
  ),
  pending: List(Type.String()),
  workers: List(
    Type.Object({
      document: Type.String(),
      name: Type.String(),
      months: Type.Record(Type.String(), Amount),
      bonus: Type.String(),
      bonusExtra: Type.String(),
      total: Amount,
      /** CTS only, when any: YYYY-MM → what court orders withheld of that month's CTS. */
      withheld: Type.Optional(Type.Record(Type.String(), Amount)),
    }),
  ),
  total: Amount,
});

const CtsPeriod = { periodo: MonthText, empresa: Type.String({ pattern: '^\\d{11}$' }) };
export const CtsDepositQuery = Type.Object(CtsPeriod, strict);
export const CtsDepositFileQuery = Type.Object({ ...CtsPeriod, ...BankFileParams }, strict);
export const CtsDepositCompaniesQuery = Type.Object({ periodo: MonthText }, strict);
/** A company with CTS to deposit. */
export const DepositCompany = Type.Object({ ruc: Type.String(), legalName: Type.String() });
export const DepositCompanies = Type.Object({ rows: List(DepositCompany) });

/** `GET /meses-de-planilla/liquidaciones/pago-banco`: the year of the end, the company, one leaver or all. */
const SettlementPayment = {
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  empresa: Type.String({ pattern: '^\\d{11}$' }),
  trabajador: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  banco: BankLayoutParam,
};
export const SettlementPaymentQuery = Type.Object(SettlementPayment, strict);
export const SettlementPaymentFileQuery = Type.Object({ ...SettlementPayment, ...BankFileParams }, strict);
/**
 * `GET /meses-de-planilla/:mes/pago-beneficiarios`: the company (RUC) whose workers' court orders the
 * closed month's run withheld for, paid to the orders' beneficiaries (docs/court-orders.md).
 */
const BeneficiaryPayment = {
  empresa: Type.String({ pattern: '^\\d{11}$' }),
  banco: BankLayoutParam,
};
export const BeneficiaryPaymentQuery = Type.Object(BeneficiaryPayment, strict);
export const BeneficiaryPaymentFileQuery = Type.Object({ ...BeneficiaryPayment, ...BankFileParams }, strict);
/** The settlements' bank file before it: who it pays, and the provisional settlements left out. */
export const SettlementPaymentPreview = Type.Object({
  ...BankFilePreview.properties,
  provisional: List(
    Type.Object({ document: Type.String(), name: Type.String(), pendingMonths: List(Type.String()) }),
  ),
});
export type SettlementPaymentPreview = Static<typeof SettlementPaymentPreview>;

export const LeaversQuery = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) }, strict);
export const WorkerQuery = Type.Object({ trabajador: Type.String({ minLength: 1, maxLength: 20 }) }, strict);
/** The certificado de rentas y retenciones: the worker and the year. */
export const CertificateQuery = Type.Object(
  {
    trabajador: Type.String({ minLength: 1, maxLength: 20 }),
    anio: Type.Integer({ minimum: 2000, maximum: 2100 }),
  },
  strict,
);
/** Every worker's certificado de rentas y retenciones of a year. */
export const CertificatesQuery = Type.Object(
  { anio: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  strict,
);
/** A certificate as the year's list shows it: the worker, the months and the annual figures. */
export const IncomeCertificateRowSchema = Type.Object({
  document: Type.String(),
  name: Type.String(),
  /** How many closed months of the year paid the worker. */
  months: Type.Integer(),
  taxablePay: Type.String(),
  annualTax: Type.String(),
  taxWithheld: Type.String(),
  /** annualTax − taxWithheld: > 0 still owed, < 0 to refund. */
  balance: Type.String(),
});
export type IncomeCertificateRow = Static<typeof IncomeCertificateRowSchema>;
export const IncomeCertificateList = Type.Object({
  year: Type.Integer(),
  /** The year's months not closed yet ('AAAA-MM'): the certificates leave them out. */
  openMonths: List(Type.String()),
  rows: List(IncomeCertificateRowSchema),
});
export type IncomeCertificateList = Static<typeof IncomeCertificateList>;
export const PayslipsQuery = Type.Object(
  { trabajador: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) },
  strict,
);

/** A leaver's settlement: what is paid and what is still due of CTS, gratificación and vacation. */
export const LeaverSettlementSchema = Type.Object({
  worker: Type.Object({
    document: Type.String(),
    documentType: Type.String(),
    name: Type.String(),
    hireDate: Type.String(),
    endDate: Type.String(),
  }),
  service: Type.String(),
  lines: List(
    Type.Object({
      concept: OneOf(SETTLEMENT_CONCEPTS),
      label: Type.String(),
      period: Type.String(),
      paid: Amount,
      pending: Amount,
      taxable: Type.Boolean(),
      payment: OneOf(SETTLEMENT_PAYMENTS),
      trace: Type.String(),
    }),
  ),
  pendingMonths: List(Type.String()),
  total: Amount,
  tax: Type.Object({
    yearPay: Amount,
    settlementPay: Amount,
    deduction: Amount,
    taxableIncome: Amount,
    annualTax: Amount,
    withheld: Amount,
    pendingBalance: Type.Optional(Amount),
    amount: Amount,
    trace: Type.String(),
  }),
  net: Amount,
  deposit: Amount,
  payable: Amount,
  deadline: Type.Object({ due: Type.String(), state: OneOf(SETTLEMENT_STATES) }),
});
export const LeaverList = Type.Object({ rows: List(LeaverSettlementSchema) });

/* The domain's shapes and the contract's schemas accept the same values (checked by tsc). */
const sameRows: [
  Same<Static<typeof MonthTotalsSchema>, MonthTotals>,
  Same<Static<typeof MonthWorkerTotalsSchema>, MonthWorkerTotals>,
  Same<Static<typeof MonthWorkerDiffSchema>, MonthWorkerDiff>,
  Same<Static<typeof SemesterStatementSchema>, SemesterStatement>,
  Same<Static<typeof LeaverSettlementSchema>, LeaverSettlement>,
] = [true, true, true, true, true];
void sameRows;
