import { conceptLabel, EARNING_AND_PENSION_CONCEPTS, EMPLOYER_CONCEPTS } from '../payroll/concept-labels';
import {
  companyResolver,
  EMPLOYER_MESSAGES,
  type PayslipWeek,
  type MonthRun,
  type ResultLine,
  type ResultWorker,
  type WorkerEmployers,
} from '../shared/payslip';
import { Decimal } from '../shared/decimal';
import { monthNameOf } from '../shared/month-names';
import { withoutAccents } from '../shared/validation';

/**
 * The payroll report (reporte de planilla; docs/payroll-report.md) of a closed week or of a month's
 * closed weeks: one row per worker and employer with every earning, deduction and employer
 * contribution, the totals by vessel and by company, and the grand total. Built from the closed,
 * traced results as stored (decimals as strings), so every amount is the sum of the payslips' lines.
 * Pure: the server serves it as JSON, .xlsx and PDF.
 */

/** A closed week as the report reads it. */
export interface ReportWeek extends PayslipWeek {
  readonly id: number;
  readonly state: string;
  readonly workers: readonly ResultWorker[];
}

export interface ReportCompany {
  readonly ruc: string;
  readonly legalName: string;
}

/**
 * A worker's monthly run of a closed month (src/domain/months/month-run.ts): what it pays, the month's
 * pension charges and the adjustment it withholds, its other deductions and the employer's adjustments.
 */
export type ReportMonthRun = MonthRun;

export interface ReportSource {
  readonly weeks: readonly ReportWeek[];
  /**
   * A closed month's run, added to the worker's row of the last week they were paid in: the report of a
   * closed month is its weeks plus its run (docs/payroll-report.md).
   */
  readonly monthlyRun?: readonly ReportMonthRun[];
  /** Each vessel's (by registration) company and name. */
  readonly vessels: ReadonlyMap<string, { readonly name: string; readonly company: ReportCompany }>;
  /** Position code → name. */
  readonly positionNames: ReadonlyMap<string, string>;
  /**
   * The employer of a worker no vessel of the week names: the «Empresa empleadora» of their terms, or
   * the group's only company (`companyResolver`).
   */
  readonly employers?: WorkerEmployers<ReportCompany>;
}

export interface ReportFilters {
  /** A company's RUC. */
  readonly company?: string;
  /** A vessel's registration; '-' the workers on land only. */
  readonly vessel?: string;
  /** A position's code. */
  readonly position?: string;
  /** Part of a document number or a name (any case, accents ignored). */
  readonly text?: string;
}

export const COLUMN_GROUPS = ['earning', 'deduction', 'employer'] as const;
export type ColumnGroup = (typeof COLUMN_GROUPS)[number];

/** An amount column: one concept of the engine (or a labelled line such as another deduction). */
export interface ReportColumn {
  /** 'catchShare', 'otherDeduction:Adelanto'. */
  readonly key: string;
  readonly label: string;
  readonly group: ColumnGroup;
}

export interface ReportAmounts {
  /** Column key → amount (two decimals); a column the row has no line of is absent. */
  readonly amounts: Readonly<Record<string, string>>;
  readonly gross: string;
  readonly deductions: string;
  readonly net: string;
  readonly employer: string;
}

export interface ReportRow extends ReportAmounts {
  /** Unique in the report: document and employer RUC. */
  readonly id: string;
  readonly companyRuc: string;
  readonly companyName: string;
  /** Registration of the vessel with most fishing days ('' for a worker only on land). */
  readonly vessel: string;
  readonly vesselName: string;
  readonly document: string;
  readonly documentType: string;
  readonly name: string;
  readonly position: string;
  /** How many of the period's weeks the worker was paid in (1 for a week). */
  readonly weeks: number;
  readonly daysOnBoard: number;
  readonly fishingDays: number;
  readonly daysOnLand: number;
  /** The month's pension base (remuneración asegurable) when the report has the month's run. */
  readonly insurablePay?: string;
}

export interface ReportTotal extends ReportAmounts {
  /** 'Total PAMELA I (CO-12345-PM)', 'Total PESQUERA SUR S.A.C.', 'Total general'. */
  readonly label: string;
  readonly companyRuc: string;
  /** '' for a company's or the grand total. */
  readonly vessel: string;
  readonly workers: number;
}

export interface PayrollReport {
  /** 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)', 'Mes de abril 2025 (semanas 14, 15, 16)'. */
  readonly title: string;
  readonly weeks: { id: number; year: number; number: number; state: string }[];
  readonly columns: ReportColumn[];
  readonly rows: ReportRow[];
  readonly vesselTotals: ReportTotal[];
  readonly companyTotals: ReportTotal[];
  readonly total: ReportTotal;
}

export const REPORT_MESSAGES = {
  noEmployer: EMPLOYER_MESSAGES.unresolved,
  runWithoutWeeks: (document: string) =>
    `La planilla mensual paga al trabajador ${document}, que no está en las semanas cerradas del mes: calcule y cierre el mes otra vez.`,
} as const;

export class ReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportError';
  }
}

/** The engine's concepts a report column may carry, in the columns' order; unknown concepts follow, by name. */
export const REPORT_CONCEPTS: readonly string[] = [
  ...EARNING_AND_PENSION_CONCEPTS,
  'incomeTaxBracket',
  'incomeTax',
  'otherDeduction',
  'carriedToLastWeek',
  ...EMPLOYER_CONCEPTS,
];
const GROUP_ORDER: Record<ColumnGroup, number> = { earning: 0, deduction: 1, employer: 2 };

/** Lines of one concept are one column, but another deduction is one column per label (its reason). */
function columnOf(line: ResultLine, group: ColumnGroup): ReportColumn {
  if (line.concept === 'otherDeduction' && line.label)
    return { key: `otherDeduction:${line.label}`, label: line.label, group };
  return { key: line.concept, label: conceptLabel(line.concept), group };
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const plain = (value: string): string => withoutAccents(value).toLowerCase();

interface Accumulator {
  companyRuc: string;
  companyName: string;
  document: string;
  documentType: string;
  name: string;
  position: string;
  weeks: number;
  daysOnBoard: number;
  fishingDays: number;
  daysOnLand: number;
  insurablePay?: string;
  vesselDays: Map<string, number>;
  amounts: Map<string, Decimal>;
  gross: Decimal;
  deductions: Decimal;
  net: Decimal;
  employer: Decimal;
}

function amountsOf(a: {
  amounts: ReadonlyMap<string, Decimal>;
  gross: Decimal;
  deductions: Decimal;
  net: Decimal;
  employer: Decimal;
}): ReportAmounts {
  const amounts: Record<string, string> = {};
  for (const [key, value] of a.amounts) amounts[key] = value.toFixed(2);
  return {
    amounts,
    gross: a.gross.toFixed(2),
    deductions: a.deductions.toFixed(2),
    net: a.net.toFixed(2),
    employer: a.employer.toFixed(2),
  };
}

function totalOf(rows: readonly ReportRow[], label: string, companyRuc: string, vessel: string): ReportTotal {
  const amounts = new Map<string, Decimal>();
  let gross = Decimal.ZERO;
  let deductions = Decimal.ZERO;
  let net = Decimal.ZERO;
  let employer = Decimal.ZERO;
  for (const row of rows) {
    for (const [key, value] of Object.entries(row.amounts))
      amounts.set(key, (amounts.get(key) ?? Decimal.ZERO).plus(Decimal.of(value)));
    gross = gross.plus(Decimal.of(row.gross));
    deductions = deductions.plus(Decimal.of(row.deductions));
    net = net.plus(Decimal.of(row.net));
    employer = employer.plus(Decimal.of(row.employer));
  }
  return {
    label,
    companyRuc,
    vessel,
    workers: rows.length,
    ...amountsOf({ amounts, gross, deductions, net, employer }),
  };
}

function matches(row: ReportRow, filters: ReportFilters): boolean {
  if (filters.company && row.companyRuc !== filters.company) return false;
  if (filters.vessel && row.vessel !== (filters.vessel === '-' ? '' : filters.vessel)) return false;
  if (filters.position && row.position !== filters.position) return false;
  const wanted = plain(filters.text?.trim() ?? '');
  if (wanted !== '' && !row.document.includes(wanted) && !plain(row.name).includes(wanted)) return false;
  return true;
}

/** 'abril de 2025' for '2025-04'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${monthNameOf(month) ?? m} de ${year ?? ''}`;
}

const dmy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The report's title: one week, or a month and its weeks. */
export function reportTitle(weeks: readonly ReportWeek[], month?: string): string {
  if (month !== undefined) {
    const numbers = weeks.map((w) => w.number).join(', ');
    return `Mes de ${monthLabel(month)} (${weeks.length === 1 ? 'semana' : 'semanas'} ${numbers || '—'})`;
  }
  const w = weeks[0];
  return w ? `Semana ${w.number} – ${w.year} (${dmy(w.start)} – ${dmy(w.end)})` : '';
}

/**
 * The report of the given closed weeks (one week, or a month's), filtered. A worker paid by two
 * companies in the period has a row for each; a company's workers are sorted by vessel, then name.
 */
export function buildPayrollReport(
  source: ReportSource,
  filters: ReportFilters = {},
  month?: string,
): PayrollReport {
  const columns = new Map<string, ReportColumn>();
  const rows = new Map<string, Accumulator>();
  const companyOfVessel = (registration: string) => source.vessels.get(registration)?.company;
  /** Each worker's row of the last week they were paid in (the month's run goes there). */
  const lastRowOf = new Map<string, string>();
  const addLine = (acc: Accumulator, line: ResultLine, group: ColumnGroup) => {
    const column = columnOf(line, group);
    if (!columns.has(column.key)) columns.set(column.key, column);
    acc.amounts.set(column.key, (acc.amounts.get(column.key) ?? Decimal.ZERO).plus(Decimal.of(line.amount)));
  };

  for (const week of source.weeks) {
    const employerOf = companyResolver(week.workers, companyOfVessel, source.employers ?? {}, week.end);
    for (const w of week.workers) {
      const company = employerOf(w);
      if (!company) throw new ReportError(REPORT_MESSAGES.noEmployer(w.worker));
      const id = `${w.worker.document}|${company.ruc}`;
      let acc = rows.get(id);
      if (!acc) {
        acc = {
          companyRuc: company.ruc,
          companyName: company.legalName,
          document: w.worker.document,
          documentType: w.worker.documentType ?? 'DNI',
          name: w.worker.name,
          position: w.worker.position ?? '',
          weeks: 0,
          daysOnBoard: 0,
          fishingDays: 0,
          daysOnLand: 0,
          vesselDays: new Map(),
          amounts: new Map(),
          gross: Decimal.ZERO,
          deductions: Decimal.ZERO,
          net: Decimal.ZERO,
          employer: Decimal.ZERO,
        };
        rows.set(id, acc);
      }
      lastRowOf.set(w.worker.document, id);
      acc.weeks += 1;
      acc.daysOnBoard += w.daysOnBoard;
      acc.fishingDays += w.fishingDays;
      acc.daysOnLand += w.daysOnLand;
      const seen = new Set<string>();
      for (const line of w.earnings) {
        const vessel = text(line.inputs?.vessel);
        const day = `${vessel}|${text(line.inputs?.date)}`;
        if (line.concept !== 'catchShare' || vessel === '' || seen.has(day)) continue;
        seen.add(day);
        acc.vesselDays.set(vessel, (acc.vesselDays.get(vessel) ?? 0) + 1);
      }
      for (const line of w.earnings) addLine(acc, line, 'earning');
      for (const line of w.deductions) addLine(acc, line, 'deduction');
      for (const line of w.employer) addLine(acc, line, 'employer');
      acc.gross = acc.gross.plus(Decimal.of(w.gross));
      acc.deductions = acc.deductions.plus(Decimal.of(w.totalDeductions));
      acc.net = acc.net.plus(Decimal.of(w.net));
      acc.employer = acc.employer.plus(Decimal.of(w.totalEmployer));
    }
  }

  for (const run of source.monthlyRun ?? []) addMonthRun(run, rows, lastRowOf, addLine);

  const all: ReportRow[] = [...rows.entries()].map(([id, acc]) => {
    let vessel = '';
    let most = 0;
    for (const [registration, days] of acc.vesselDays)
      if (days > most) {
        vessel = registration;
        most = days;
      }
    return {
      id,
      companyRuc: acc.companyRuc,
      companyName: acc.companyName,
      vessel,
      vesselName: vessel === '' ? '' : (source.vessels.get(vessel)?.name ?? vessel),
      document: acc.document,
      documentType: acc.documentType,
      name: acc.name,
      position: source.positionNames.get(acc.position) ?? acc.position,
      weeks: acc.weeks,
      daysOnBoard: acc.daysOnBoard,
      fishingDays: acc.fishingDays,
      daysOnLand: acc.daysOnLand,
      ...(acc.insurablePay === undefined ? {} : { insurablePay: acc.insurablePay }),
      ...amountsOf(acc),
    };
  });
  // Position filter by code or by name (the row shows the name).
  const positionName = filters.position
    ? (source.positionNames.get(filters.position) ?? filters.position)
    : '';
  const filtered = all
    .filter((row) => matches(row, { ...filters, position: positionName || undefined }))
    .sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName, 'es') ||
        a.companyRuc.localeCompare(b.companyRuc) ||
        (a.vessel === '' ? 1 : 0) - (b.vessel === '' ? 1 : 0) ||
        a.vesselName.localeCompare(b.vesselName, 'es') ||
        a.name.localeCompare(b.name, 'es') ||
        a.document.localeCompare(b.document),
    );

  const vesselTotals: ReportTotal[] = [];
  const companyTotals: ReportTotal[] = [];
  const byCompany = groupBy(filtered, (r) => r.companyRuc);
  for (const [ruc, companyRows] of byCompany) {
    for (const [vessel, vesselRows] of groupBy(companyRows, (r) => r.vessel)) {
      const name = vesselRows[0]?.vesselName ?? '';
      vesselTotals.push(
        totalOf(vesselRows, vessel === '' ? 'Total en tierra' : `Total ${name} (${vessel})`, ruc, vessel),
      );
    }
    companyTotals.push(totalOf(companyRows, `Total ${companyRows[0]?.companyName ?? ruc}`, ruc, ''));
  }

  const ordered = [...columns.values()].sort(
    (a, b) =>
      GROUP_ORDER[a.group] - GROUP_ORDER[b.group] ||
      rank(a.key) - rank(b.key) ||
      a.label.localeCompare(b.label, 'es'),
  );
  return {
    title: `${reportTitle(source.weeks, month)}${source.monthlyRun ? ' y planilla mensual' : ''}`,
    weeks: source.weeks.map((w) => ({ id: w.id, year: w.year, number: w.number, state: w.state })),
    columns: ordered,
    rows: filtered,
    vesselTotals,
    companyTotals,
    total: totalOf(filtered, 'Total general', '', ''),
  };
}

/**
 * Adds a worker's monthly run to their row of the last week: its earnings; the month's pension charges
 * as the difference with what the weeks withheld for each concept (so each pension column holds the
 * month's charge, as PLAME and AFPnet need), what of the run's adjustment no concept explains in one
 * column of its own; the income tax and what the run could not cover; the employer's adjustments.
 */
function addMonthRun(
  run: ReportMonthRun,
  rows: ReadonlyMap<string, Accumulator>,
  lastRowOf: ReadonlyMap<string, string>,
  addLine: (acc: Accumulator, line: ResultLine, group: ColumnGroup) => void,
): void {
  const acc = rows.get(lastRowOf.get(run.document) ?? '');
  if (!acc) throw new ReportError(REPORT_MESSAGES.runWithoutWeeks(run.document));
  const sum = (lines: readonly ResultLine[]) => Decimal.sum(lines.map((l) => Decimal.of(l.amount)));
  for (const line of run.earnings) addLine(acc, line, 'earning');
  const earned = sum(run.earnings);
  const workerRows = [...rows.values()].filter((r) => r.document === run.document);
  let explained = Decimal.ZERO;
  for (const charge of run.pensionCharges) {
    const inWeeks = Decimal.sum(workerRows.map((r) => r.amounts.get(charge.concept) ?? Decimal.ZERO));
    const difference = Decimal.of(charge.amount).minus(inWeeks);
    if (difference.isZero()) continue;
    addLine(acc, { concept: charge.concept, amount: difference.toFixed(2) }, 'deduction');
    explained = explained.plus(difference);
  }
  const adjustment = Decimal.of(run.pensionAdjustment);
  const rest = adjustment.minus(explained);
  if (!rest.isZero()) addLine(acc, { concept: 'pensionAdjustment', amount: rest.toFixed(2) }, 'deduction');
  for (const line of run.deductions) addLine(acc, line, 'deduction');
  for (const line of run.employer) addLine(acc, line, 'employer');
  const withheld = adjustment.plus(sum(run.deductions));
  acc.gross = acc.gross.plus(earned);
  acc.deductions = acc.deductions.plus(withheld);
  acc.net = acc.net.plus(earned.minus(withheld));
  acc.employer = acc.employer.plus(sum(run.employer));
  acc.insurablePay = run.insurablePay;
}

function rank(key: string): number {
  const i = REPORT_CONCEPTS.indexOf(key.split(':')[0] ?? key);
  return i < 0 ? REPORT_CONCEPTS.length : i;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The report's file name: 'planilla-semana-14-2025', 'planilla-2025-04'. */
export function reportFileName(weeks: readonly ReportWeek[], month?: string): string {
  if (month !== undefined) return `planilla-${month}`;
  const w = weeks[0];
  return w ? `planilla-semana-${w.number}-${w.year}` : 'planilla';
}
