import type { Employer, Payslip, PayslipLine } from '../shared/payslip';
import { conceptLabel } from '../payroll/concept-labels';
import { Decimal } from '../payroll/decimal';
import { formatDate } from '../shared/dates';
import { formatSoles } from '../shared/decimal-text';
import { formatMonthName } from '../shared/month-names';
import { monthRunOf } from './month-run';

/**
 * The payslip of the monthly run (boleta de pago, D.S. 001-98-TR; docs/months.md) of one worker for a
 * closed month, from the month's closed traced result (monthlyPayrollToJson, decimals as strings): what
 * the run pays (vacaciones, gratificación, bonificación extraordinaria, asignación familiar), what it
 * withholds (the month's pension adjustment, the income tax; what it could not cover goes to the month's
 * last week), and the employer's contributions of the month (with the pension top-up on the RMV). Pure: the server renders it with the
 * weeks' payslip layout.
 */

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const EARNING_LABELS: Readonly<Record<string, string>> = {
  vacation: 'Vacaciones',
  bonus: 'Gratificación',
  bonusExtra: 'Bonificación extraordinaria (Ley 30334)',
  familyAllowance: 'Asignación familiar (Ley 25129)',
};

const DEDUCTION_LABELS: Readonly<Record<string, string>> = {
  incomeTax: 'Retención de renta de quinta categoría',
  carriedToLastWeek: 'Saldo a descontar en la última semana del mes',
};

/** '8.33 % sobre S/ 8,506.00', '10.00 % de la RMV S/ 1,130.00'. */
function detailOf(inputs: unknown): string {
  if (!isObject(inputs)) return '';
  const rate = text(inputs.rate);
  if (inputs.rmv !== undefined) return `${rate} % de la RMV ${formatSoles(text(inputs.rmv))}`;
  if (inputs.base !== undefined) return `${rate} % sobre ${formatSoles(text(inputs.base))}`;
  return '';
}

/** A court order's withholding on the gratificación: '30.00 % de S/ 166.60'. */
function courtOrderDetail(inputs: unknown): string {
  const order = isObject(inputs) && isObject(inputs.courtOrder) ? inputs.courtOrder : undefined;
  if (!order || text(order.rate) === '') return '';
  return `${text(order.rate)} % de ${formatSoles(text(order.base))}`;
}

const line = (label: string, detail: string, amount: Decimal | string): PayslipLine => ({
  label,
  detail,
  amount: typeof amount === 'string' ? amount : amount.toFixed(2),
});

export interface MonthPayslipSource {
  /** 'AAAA-MM'. */
  readonly month: string;
  /** The numbers of the month's weeks, in order. */
  readonly weeks: readonly { readonly year: number; readonly number: number }[];
  /** The worker's part of the closed month's traced result. */
  readonly worker: Json;
  readonly employer: Employer;
  readonly positionName: string;
}

/** 'Planilla mensual de junio 2025 · semanas 23/2025 a 26/2025'. */
export function monthPeriod(month: string, weeks: MonthPayslipSource['weeks']): string {
  const names = weeks.map((w) => `${w.number}/${w.year}`);
  const range =
    names.length === 0
      ? ''
      : names.length === 1
        ? ` · semana ${names[0]}`
        : ` · semanas ${names[0]} a ${names.at(-1)}`;
  return `Planilla mensual de ${formatMonthName(month)}${range}`;
}

export function buildMonthPayslip(source: MonthPayslipSource): Payslip {
  const w = source.worker;
  const person = isObject(w.worker) ? w.worker : {};
  const run = monthRunOf(w);
  const earnings = run.earnings.map((l) =>
    line(EARNING_LABELS[l.concept] ?? conceptLabel(l.concept), detailOf(l.inputs), l.amount),
  );
  const amount = (v: unknown) => Decimal.of(text(v) || '0');
  const deductions: PayslipLine[] = [];
  const pension = Decimal.of(run.pensionAdjustment);
  if (!pension.isZero()) deductions.push(line('Ajuste de aportes a pensiones del mes', '', pension));
  for (const d of run.deductions)
    deductions.push(
      d.concept === 'otherDeduction'
        ? line(text(d.inputs?.reason) || (d.label ?? ''), courtOrderDetail(d.inputs), d.amount)
        : line(DEDUCTION_LABELS[d.concept] ?? d.concept, '', d.amount),
    );
  const contributions: PayslipLine[] = [];
  for (const e of Array.isArray(w.employer) ? w.employer : []) {
    if (!isObject(e) || amount(e.amount).isZero()) continue;
    contributions.push(line(conceptLabel(text(e.concept)), detailOf(e.inputs), text(e.amount)));
  }
  // The employer's pension top-up (the charges on the contribution base, at least the RMV, less those on
  // the pay): a contribution of the month like the others, counted by the month's row, the report and PLAME.
  const topUp = isObject(w.pension) ? w.pension.employerTopUp : undefined;
  if (isObject(topUp) && !amount(topUp.amount).isZero())
    contributions.push(line(conceptLabel('pensionTopUp'), '', text(topUp.amount)));
  const gross = Decimal.sum(earnings.map((l) => Decimal.of(l.amount)));
  const totalDeductions = Decimal.sum(deductions.map((l) => Decimal.of(l.amount)));
  return {
    employer: source.employer,
    worker: {
      document: text(person.document),
      documentType: text(person.documentType) || 'DNI',
      name: text(person.name),
      hireDate: text(person.hireDate) ? formatDate(text(person.hireDate)) : '',
      position: source.positionName,
    },
    period: monthPeriod(source.month, source.weeks),
    daysOnBoard: Number(w.daysOnBoard ?? 0),
    fishingDays: Number(w.fishingDays ?? 0),
    daysOnLand: Number(w.daysOnLand ?? 0),
    earnings,
    deductions,
    contributions,
    gross: gross.toFixed(2),
    totalDeductions: totalDeductions.toFixed(2),
    net: gross.minus(totalDeductions).toFixed(2),
    totalContributions: Decimal.sum(contributions.map((l) => Decimal.of(l.amount))).toFixed(2),
  };
}
