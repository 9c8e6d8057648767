import { lineLabel } from '../payroll/concept-labels';
import type { WeekDays, WeekLines, WeekTotals } from '../payroll/weekly/types';
import { formatDate } from './dates';
import { formatSoles } from './decimal-text';
import { monthNameOf } from './month-names';

/**
 * The payslip (boleta de pago, D.S. 001-98-TR; docs/payslips.md) of one worker for one closed week:
 * built from the week's closed, traced result as stored (JSON, decimals as strings), the employer and
 * the worker's record. Pure: the server renders it as a PDF.
 */

/** A line of the closed result as stored (docs/payroll.md, "JSON output"). */
export interface ResultLine {
  readonly concept: string;
  readonly amount: string;
  readonly label?: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
}

/** A worker of the closed result as stored. */
export interface ResultWorker extends WeekDays, WeekLines<ResultLine>, WeekTotals<string> {
  readonly worker: {
    readonly document: string;
    readonly documentType?: string;
    readonly name: string;
    readonly position?: string;
    readonly hireDate?: string;
  };
}

/**
 * What a worker's monthly run (docs/months.md, src/domain/months/month-run.ts) pays, withholds and costs the employer, as concept-keyed
 * lines, from the worker's part of the month's closed traced result (monthlyPayrollToJson, decimals as
 * strings). The monthly payslip prints them with labels; the payroll report adds them to the month's
 * weeks, so a closed month's report and its PLAME are the weeks plus the run.
 *
 * - earnings: vacaciones, gratificación, bonificación extraordinaria, asignación familiar (CTS is
 *   deposited, not paid: it is not here);
 * - the pension charges of the month (the month's totals by concept) and the adjustment the run
 *   withholds (the month's charges less what the weeks withheld);
 * - deductions: the income tax the run withholds, the court orders' withholdings on the gratificación
 *   (`otherDeduction` of kind `judicial`, like the weeks': PLAME 0703, the report's other deductions
 *   column; the CTS's are not here, the CTS is deposited) and, as a negative line, what the run could not
 *   cover (`carriedToLastWeek`), so that the run's net is its `payable`;
 * - employer: each contribution's adjustment of the month (the month's amount less what the weeks
 *   counted) and the employer's pension top-up.
 */
export interface MonthRun {
  readonly document: string;
  readonly earnings: readonly ResultLine[];
  readonly pensionCharges: readonly ResultLine[];
  readonly pensionAdjustment: string;
  readonly deductions: readonly ResultLine[];
  readonly employer: readonly ResultLine[];
  /** The base of the month's pension contribution (remuneración asegurable). */
  readonly insurablePay: string;
}

export interface Employer {
  readonly ruc: string;
  readonly legalName: string;
  readonly address: string | null;
}

/** A closed fishing week as its payslips and the payroll report name it. */
export interface PayslipWeek {
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  /** 'AAAA-MM'. */
  readonly month: string;
}

export interface PayslipLine {
  /** 'DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000', 'Aporte al fondo de pensiones'. */
  readonly label: string;
  /** 'Anchoveta · PRECIO TM S/ 520.00 · PARTICIPACIÓN 22.40 % · PARTES 2.00', or the rate and base. */
  readonly detail: string;
  /** Decimal string, two decimals. */
  readonly amount: string;
}

export interface Payslip extends WeekDays {
  readonly employer: Employer;
  /** The worker's hire date as dd/mm/aaaa, or '' when unknown. */
  readonly worker: Required<ResultWorker['worker']>;
  /** 'Semana 14 – 2025 · del 31/03/2025 al 06/04/2025 · planilla de abril 2025'. */
  readonly period: string;
  readonly earnings: readonly PayslipLine[];
  readonly deductions: readonly PayslipLine[];
  readonly contributions: readonly PayslipLine[];
  readonly gross: string;
  readonly totalDeductions: string;
  readonly net: string;
  readonly totalContributions: string;
}

export function periodOf(week: PayslipWeek): string {
  const [year] = week.month.split('-');
  const monthName = monthNameOf(week.month) ?? week.month;
  return `Semana ${week.number} – ${week.year} · del ${formatDate(week.start)} al ${formatDate(week.end)} · planilla de ${monthName} ${year ?? ''}`.trim();
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Two decimals of a decimal string ('22.4' → '22.40'), without going through a binary float. */
function twoDecimals(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

/** What a line came from, in one short line. */
function detailOf(line: ResultLine, speciesNames: ReadonlyMap<string, string>): string {
  const i = line.inputs ?? {};
  if (line.concept === 'catchShare') {
    const species = speciesNames.get(text(i.species)) ?? text(i.species);
    return `${species} · PRECIO TM ${formatSoles(text(i.pricePerTonne))} · PARTICIPACIÓN ${twoDecimals(text(i.sharePct))} % · PARTES ${twoDecimals(text(i.partes))}`;
  }
  const parts: string[] = [];
  if (i.rate !== undefined) parts.push(`${text(i.rate)} %`);
  if (i.base !== undefined) parts.push(`sobre ${formatSoles(text(i.base))}`);
  if (i.reason !== undefined && text(i.reason) !== '') parts.push(text(i.reason));
  if (i.scheme !== undefined) parts.push(text(i.scheme));
  return parts.join(' · ');
}

function linesOf(lines: readonly ResultLine[], speciesNames: ReadonlyMap<string, string>): PayslipLine[] {
  return lines.map((line) => ({
    label: line.label ?? lineLabel(line),
    detail: detailOf(line, speciesNames),
    amount: line.amount,
  }));
}

export interface PayslipSource {
  readonly week: PayslipWeek;
  readonly worker: ResultWorker;
  readonly employer: Employer;
  /** The worker's usual position's name (the result names it by code). */
  readonly positionName: string;
  /** Species code → common name, for the catch-share details. */
  readonly speciesNames: ReadonlyMap<string, string>;
}

export function buildPayslip(source: PayslipSource): Payslip {
  const { worker: w, week, employer, speciesNames } = source;
  return {
    employer,
    worker: {
      document: w.worker.document,
      documentType: w.worker.documentType ?? 'DNI',
      name: w.worker.name,
      hireDate: w.worker.hireDate ? formatDate(w.worker.hireDate) : '',
      position: source.positionName,
    },
    period: periodOf(week),
    daysOnBoard: w.daysOnBoard,
    fishingDays: w.fishingDays,
    daysOnLand: w.daysOnLand,
    earnings: linesOf(w.earnings, speciesNames),
    deductions: linesOf(w.deductions, speciesNames),
    contributions: linesOf(w.employer, speciesNames),
    gross: w.gross,
    totalDeductions: w.totalDeductions,
    net: w.net,
    totalContributions: w.totalEmployer,
  };
}

/**
 * The employer of a worker for the week: the company of the vessel on which the worker had most
 * fishing days (ties: the first vessel in the result's order); a worker who only worked on land, the
 * company with most crew-days in the week (`weekCompany`).
 */
export function employerVesselOf(worker: ResultWorker): string | undefined {
  const days = new Map<string, Set<string>>();
  for (const line of worker.earnings) {
    const vessel = text(line.inputs?.vessel);
    const date = text(line.inputs?.date);
    if (vessel === '' || line.concept !== 'catchShare') continue;
    const set = days.get(vessel) ?? new Set<string>();
    set.add(date);
    days.set(vessel, set);
  }
  let best: string | undefined;
  let most = 0;
  for (const [vessel, set] of days) {
    if (set.size > most) {
      best = vessel;
      most = set.size;
    }
  }
  return best;
}

/**
 * What a worker's employer is resolved from besides the vessels (docs/payslips.md «The employer»): the
 * «Empresa empleadora» of the worker's terms, and the group's company when it has only one.
 */
export interface WorkerEmployers<C> {
  /** The group's company when it has only one (undefined with none or several). */
  readonly onlyCompany?: C;
  /** The employer company the worker's terms in force on `date` name, if any. */
  termsEmployer?(worker: ResultWorker['worker'], date: string): C | undefined;
}

/** Why a worker of a week has no employer (Spanish): what the clerk must set. */
export const EMPLOYER_MESSAGES = {
  unresolved: (worker: ResultWorker['worker']) =>
    `No se sabe qué empresa emplea a ${worker.name} (${worker.document}): no tuvo días de pesca en una embarcación con empresa, su ficha no indica la «Empresa empleadora» y hay más de una empresa. Indíquela en Trabajadores (régimen laboral y condiciones vigentes) y vuelva a intentarlo.`,
} as const;

/**
 * The employer's company of each worker of a week (`date`: the week's last day, the day the terms are
 * read on), the one rule the payslips, the payroll report, the bank file, PLAME/AFPnet and the months
 * use:
 * 1. the company of `employerVesselOf`'s vessel (the crew who fished that week);
 * 2. otherwise the «Empresa empleadora» of the worker's terms (land staff, crew only on land);
 * 3. otherwise the company with most crew-days (catch-share lines) in the week;
 * 4. otherwise the group's only company.
 * Undefined when none applies (several companies and no employer stated): the caller refuses with
 * `EMPLOYER_MESSAGES.unresolved`.
 */
export function companyResolver<C extends { readonly ruc: string }>(
  workers: readonly ResultWorker[],
  companyOfVessel: (registration: string) => C | undefined,
  employers: WorkerEmployers<C>,
  date: string,
): (worker: ResultWorker) => C | undefined {
  const days = new Map<string, { company: C; days: number }>();
  for (const w of workers)
    for (const line of w.earnings) {
      if (line.concept !== 'catchShare') continue;
      const company = companyOfVessel(text(line.inputs?.vessel));
      if (!company) continue;
      const entry = days.get(company.ruc) ?? { company, days: 0 };
      entry.days += 1;
      days.set(company.ruc, entry);
    }
  const weekCompany = [...days.values()].sort((a, b) => b.days - a.days)[0]?.company;
  return (worker) => {
    const vessel = employerVesselOf(worker);
    return (
      (vessel !== undefined ? companyOfVessel(vessel) : undefined) ??
      employers.termsEmployer?.(worker.worker, date) ??
      weekCompany ??
      employers.onlyCompany
    );
  };
}

/** The payslip's file name: '10000001-QUISPE.pdf' (ASCII, the first surname). */
export function payslipFileName(worker: { document: string; name: string }): string {
  const surname = (worker.name.split(/[ ,]/)[0] ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return `${worker.document}${surname ? `-${surname}` : ''}.pdf`;
}
