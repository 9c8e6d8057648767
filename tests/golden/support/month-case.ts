import { Decimal } from '../../../src/domain/shared/decimal';
import type { CaseExpected, CaseInput, GoldenCase } from './case-file';
import { loadCases } from './case-file';

/**
 * A month case (tests/golden/README.md): a case document whose input is a weekly case's (catalogues,
 * workers, the first week's grids) plus the month's other weeks and, when the case reaches the CTS
 * deposit, the workers' CTS accounts; its expected block names every output of the closed month.
 * The month cases are numbered 09 and up; their input has `payrollMonth`.
 */
export type Amount = string;

/** The grids of one more week of the month (the first is the weekly case's `week`, `prices`, …). */
export interface WeekGrids {
  readonly week: CaseInput['week'];
  readonly prices: CaseInput['prices'];
  readonly landings: CaseInput['landings'];
  readonly crew: CaseInput['crew'];
  readonly landWork?: CaseInput['landWork'];
}

export interface MonthCaseInput extends CaseInput {
  /** The payroll month computed and closed once every week is closed (AAAA-MM). */
  readonly payrollMonth: string;
  readonly moreWeeks?: readonly WeekGrids[];
  /**
   * The workers' CTS depositary accounts, entered as the clerk does: the workers' file imported again
   * with the «Banco CTS» and «Cuenta CTS (CCI)» columns.
   */
  readonly ctsAccounts?: Readonly<Record<string, { readonly bank: string; readonly account: string }>>;
  /**
   * A week of a later month, entered, computed and closed after the month closes: it withholds the
   * income tax the month's run could not cover (docs/payroll.md).
   */
  readonly nextWeek?: WeekGrids;
}

/** The month API's row of a worker (GET /meses-de-planilla/:mes). */
export interface ExpectedMonthRow {
  readonly gross: Amount;
  readonly vacation: Amount;
  readonly bonus: Amount;
  readonly bonusExtra: Amount;
  readonly cts: Amount;
  readonly familyAllowance: Amount;
  readonly pensionAdjustment: Amount;
  readonly incomeTax: Amount;
  readonly refundDue: Amount;
  readonly payable: Amount;
  readonly carriedToLastWeek: Amount;
  readonly taxablePay: Amount;
  readonly employer: Amount;
}

/** A document's lines by concept, and its totals. */
export interface ExpectedPayslip {
  readonly earnings: Readonly<Record<string, Amount>>;
  readonly deductions: Readonly<Record<string, Amount>>;
  readonly employer: Readonly<Record<string, Amount>>;
  readonly gross: Amount;
  readonly totalDeductions: Amount;
  readonly net: Amount;
  readonly totalEmployer: Amount;
}

export interface ExpectedReportRow {
  /** Each amount column of the worker's row, by concept (a column without a concept by its header). */
  readonly columns: Readonly<Record<string, Amount>>;
  readonly gross: Amount;
  readonly totalDeductions: Amount;
  readonly net: Amount;
  readonly totalEmployer: Amount;
}

export interface ExpectedMonthWorker {
  readonly month: ExpectedMonthRow;
  /**
   * Every line of the worker's traced month but the weeks', as `section.concept` (a repeated concept
   * `section.concept#2`): benefits, contribution base and employer contributions, pension, income tax
   * with its brackets, the settlement.
   */
  readonly breakdown: Readonly<Record<string, Amount>>;
  /** The monthly run's payslip (PDF). */
  readonly payslip: ExpectedPayslip;
  /** The worker's row of the month's payroll report (.xlsx): the weeks plus the run. */
  readonly report: ExpectedReportRow;
  /** PLAME .rem: amount by SUNAT Table 22 code. */
  readonly plame: Readonly<Record<string, Amount>>;
  /** AFPnet's remuneración asegurable (AFP workers only). */
  readonly afpnet?: Amount;
  /**
   * What the month's court orders withheld (docs/court-orders.md «In the monthly run»): from the
   * gratificación (`payable` is that much less) and from the CTS (`ctsDeposit` is that much less).
   */
  readonly courtOrders?: { readonly bonus: Amount; readonly cts: Amount };
}

export interface ExpectedSemester {
  readonly kind: 'gratificacion' | 'cts';
  /** AAAA-07 / AAAA-12 (gratificación), AAAA-05 / AAAA-11 (CTS). */
  readonly period: string;
  readonly workers: Readonly<
    Record<
      string,
      {
        readonly months: Readonly<Record<string, Amount>>;
        /** The gratificación's two parts (a CTS statement has none). */
        readonly bonus?: Amount;
        readonly bonusExtra?: Amount;
        /** CTS only: what court orders withheld of each month's CTS (not deposited). */
        readonly withheld?: Readonly<Record<string, Amount>>;
        readonly total: Amount;
      }
    >
  >;
}

export interface MonthCaseExpected {
  readonly workers: Readonly<Record<string, ExpectedMonthWorker>>;
  readonly semesters?: readonly ExpectedSemester[];
  /** The company's CTS deposit file (BCP Telecrédito) of a final CTS statement: the amount per worker. */
  readonly ctsDeposit?: {
    readonly period: string;
    readonly account: string;
    readonly date: string;
    readonly reference: string;
    readonly workers: Readonly<Record<string, Amount>>;
  };
  /**
   * The vacation screen's worker (`GET /vacaciones/:documento`), by document: the days taken and the
   * récord vacacional of the years named (a complete year only: the year in course moves with the clock).
   */
  readonly vacations?: Readonly<Record<string, ExpectedVacations>>;
  /** The next week's documents (a weekly case's expected block): its breakdowns, payslips, report. */
  readonly nextWeek?: CaseExpected;
  /**
   * The closed month's bank file for the court orders' beneficiaries (BCP Telecrédito,
   * `GET /meses-de-planilla/:mes/pago-beneficiarios.txt`) and its preview: one payment per order and
   * benefit, to the order's CCI, by the beneficiary's document.
   */
  readonly beneficiaryPayment?: {
    readonly account: string;
    readonly date: string;
    readonly reference: string;
    readonly payments: readonly {
      readonly document: string;
      readonly cci: string;
      readonly amount: Amount;
    }[];
    readonly total: Amount;
  };
  /**
   * Each court order's report for the court (`GET /ordenes-judiciales/:id/reporte`), by case number:
   * every row (the weeks' and the month runs' gratificación and CTS) with its base and amount, and the total.
   */
  readonly courtReports?: Readonly<
    Record<
      string,
      {
        readonly worker: string;
        readonly rows: readonly ExpectedCourtReportRow[];
        readonly total: Amount;
      }
    >
  >;
}

export interface ExpectedVacations {
  readonly taken: number;
  /** By year of service (1, 2, …): its dates, days worked, of rest, computable, required, reached. */
  readonly records: Readonly<
    Record<
      string,
      {
        readonly from: string;
        readonly to: string;
        readonly worked: number;
        readonly rest: number;
        readonly computable: number;
        readonly required: number;
        readonly reached: boolean;
      }
    >
  >;
}

/** A row of an order's report for the court: a week (its number) or a month run's benefit (the month's number). */
export interface ExpectedCourtReportRow {
  readonly source: 'semana' | 'gratificacion' | 'cts';
  readonly year: number;
  readonly number: number;
  readonly base: Amount;
  readonly withheld: Amount;
}

export interface MonthCase {
  readonly id: string;
  readonly title: string;
  readonly input: MonthCaseInput;
  readonly expected: MonthCaseExpected;
}

/** Whether a case document is a month case (its input names the payroll month). */
export const isMonthCase = (golden: GoldenCase): boolean => 'payrollMonth' in golden.input;

/** The month cases of tests/golden/cases, by file name. */
export function loadMonthCases(dir?: string): MonthCase[] {
  return loadCases(dir)
    .filter(isMonthCase)
    .map((c) => ({
      id: c.id,
      title: c.title,
      input: c.input as MonthCaseInput,
      expected: c.expected as unknown as MonthCaseExpected,
    }));
}

/**
 * The case's own arithmetic: each document's totals are the sums of its lines, the month's payable is
 * its benefits less what it withholds, the report's net is its earnings less its deductions.
 */
export function checkMonthArithmetic(expected: MonthCaseExpected): string[] {
  const out: string[] = [];
  const sum = (r: Readonly<Record<string, Amount>>) =>
    Decimal.sum(Object.values(r).map((a) => Decimal.of(a)));
  const check = (where: string, stated: Amount, computed: Decimal) => {
    if (!computed.equals(Decimal.of(stated)))
      out.push(`${where}: el documento dice ${stated}, sus partes suman ${computed.toFixed(2)}`);
  };
  for (const [document, w] of Object.entries(expected.workers)) {
    const p = w.payslip;
    check(`${document} · boleta · Total ingresos`, p.gross, sum(p.earnings));
    check(`${document} · boleta · Total descuentos`, p.totalDeductions, sum(p.deductions));
    check(`${document} · boleta · Total aportes`, p.totalEmployer, sum(p.employer));
    check(`${document} · boleta · Neto`, p.net, Decimal.of(p.gross).minus(Decimal.of(p.totalDeductions)));
    const m = w.month;
    const balance = ['vacation', 'bonus', 'bonusExtra', 'familyAllowance']
      .map((k) => Decimal.of(m[k as keyof ExpectedMonthRow]))
      .reduce((a, b) => a.plus(b))
      .minus(Decimal.of(m.pensionAdjustment))
      .minus(Decimal.of(m.incomeTax))
      .minus(Decimal.of(w.courtOrders?.bonus ?? '0'));
    check(
      `${document} · mes · por pagar − saldo a la última semana`,
      m.payable,
      balance.plus(Decimal.of(m.carriedToLastWeek)),
    );
    check(`${document} · mes · por pagar = neto de la boleta`, m.payable, Decimal.of(p.net));
    const deposit = w.breakdown['liquidacion.ctsDeposit'];
    if (deposit !== undefined)
      check(
        `${document} · mes · CTS a depositar = CTS − lo retenido`,
        deposit,
        Decimal.of(m.cts).minus(Decimal.of(w.courtOrders?.cts ?? '0')),
      );
    const r = w.report;
    check(`${document} · reporte · Neto`, r.net, Decimal.of(r.gross).minus(Decimal.of(r.totalDeductions)));
  }
  for (const s of expected.semesters ?? [])
    for (const [document, w] of Object.entries(s.workers))
      check(`${document} · ${s.kind} ${s.period} · total`, w.total, sum(w.months));
  const b = expected.beneficiaryPayment;
  if (b)
    check('pago a beneficiarios · total', b.total, Decimal.sum(b.payments.map((p) => Decimal.of(p.amount))));
  for (const [caseNumber, r] of Object.entries(expected.courtReports ?? {}))
    check(
      `reporte para el juzgado ${caseNumber} · total`,
      r.total,
      Decimal.sum(r.rows.map((row) => Decimal.of(row.withheld))),
    );
  return out;
}
