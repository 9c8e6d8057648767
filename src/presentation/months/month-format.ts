import type { IncomeTaxBalance, MonthLine, MonthWorkerBreakdown } from '../../application/months/months-api';
import { MONTH_CYCLE, type MonthState } from '../../domain/months/month';
import { Decimal } from '../../domain/payroll/decimal';
import { conceptLabel } from '../../domain/payroll/concept-labels';
import { formatDate } from '../../domain/shared/dates';
import { formatAmount } from '../../domain/shared/decimal-text';
import { formatMonthName as formatMonth } from '../../domain/shared/month-names';
import {
  breakdownSource,
  stateChips,
  type BreakdownView,
  type InputView,
  type LineView,
} from '../common/period-cycle/breakdown-view';

export { formatAmount, formatMonth };

/** 'Planilla de abril 2025'. */
export const monthTitle = (month: string) => `Planilla de ${formatMonth(month)}`;

/** The state chip of a month (a reopened month stands out filled), like the week's. */
export const MONTH_STATE_CHIPS = stateChips<MonthState>(MONTH_CYCLE.states);

/** The Spanish name of each line of a worker's month (the engine's concepts keep theirs). */
const LINE_LABELS: Readonly<Record<string, string>> = {
  vacation: 'Vacaciones (8.33 %)',
  bonus: 'Gratificación (16.66 %)',
  bonusExtra: 'Bonificación extraordinaria (Ley 30334)',
  cts: 'CTS (8.33 %)',
  familyAllowance: 'Asignación familiar',
  contributionBase: 'Base de aportes del mes (mínimo la RMV)',
  pensionAdjustment: 'Ajuste de pensión del mes',
  incomeTax: 'Retención de renta de quinta categoría',
  benefits: 'Beneficios del mes',
  payable: 'Neto a pagar en la planilla mensual',
  carriedToLastWeek: 'A descontar en la última semana del mes',
  ctsDeposit: 'CTS a depositar',
  courtOrder: 'Retención judicial',
  courtOrders: 'Retención judicial de la gratificación (al beneficiario)',
  ctsCourtOrders: 'Retención judicial de la CTS (al beneficiario, no se deposita)',
  epsCredit: 'Crédito EPS',
  otherEmployer: 'Remuneración de otro empleador (declarada)',
  otherEmployers: 'Retención de otros empleadores del mes (se descuenta)',
  additionalDeduction: 'Gastos deducibles declarados (hasta 3 UIT; no se aplican en la retención)',
  extraordinaryTax: 'Retención por ingresos extraordinarios del mes (art. 40 e, se retiene completa)',
};

const INPUT_LABELS: Readonly<Record<string, string>> = {
  base: 'Base',
  scheme: 'Régimen',
  afp: 'AFP',
  vessel: 'Embarcación',
  tonnes: 'TM',
  commissionType: 'Tipo de comisión',
  insurableCap: 'Tope asegurable',
  insurableBefore: 'Remuneración asegurable previa del mes',
  perTonne: 'Monto por TM',
  rate: 'Tasa',
  number: 'Semana',
  year: 'Año',
  start: 'Inicio',
  end: 'Fin',
  catchShares: 'Participación de pesca',
  specialtyBonus: 'Bonificación por especialidad',
  landWork: 'Trabajo en tierra',
  otherEarnings: 'Otros ingresos',
  familyAllowance: 'Asignación familiar',
  deductions: 'Descuentos',
  net: 'Neto',
  remunerativePay: 'Remuneración del mes',
  rmv: 'RMV',
  topUp: 'Complemento hasta la RMV',
  inWeeks: 'En las semanas',
  adjustment: 'Ajuste',
  month: 'Mes',
  uit: 'UIT',
  previousPay: 'Meses anteriores',
  monthPay: 'Este mes',
  ordinaryPay: 'Remuneración ordinaria del mes',
  extraordinaryPay: 'Ingresos extraordinarios del mes',
  projectedPay: 'Proyectado (remuneración ordinaria × meses siguientes)',
  ordinaryTax: 'Retención ordinaria (art. 40 d)',
  extraordinaryTax: 'Retención por ingresos extraordinarios (art. 40 e)',
  annualIncome: 'Renta anual',
  deduction: 'Deducción (7 UIT)',
  taxableIncome: 'Renta neta',
  annualTax: 'Impuesto anual',
  withheldMonths: 'Meses descontados',
  withheldBefore: 'Retenido antes',
  divisor: 'Divisor',
  refundDue: 'A devolver',
  bracket: 'Tramo',
  fromUit: 'Desde (UIT)',
  toUit: 'Hasta (UIT)',
  onBase: 'Sobre la base',
  onPay: 'Sobre la remuneración',
  employer: 'Empleador',
  taxablePay: 'Remuneración afecta',
  taxWithheld: 'Retenido',
  monthTax: 'Retención del mes antes de descontarla',
  declared: 'Declarado',
  capUit: 'Tope (UIT)',
  cap: 'Tope',
  allowed: 'Deducible en la declaración anual',
};

const isDecimalText = (v: unknown): v is string => typeof v === 'string' && /^-?\d+\.\d+$/.test(v);

function inputText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => inputText(key, v)).join(', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (key === 'rate' && typeof value === 'string') return `${value} %`;
  if (isDecimalText(value)) return formatAmount(value);
  if (typeof value === 'object') return '';
  return String(value as string | number | boolean);
}

/** A line's inputs labelled in Spanish (nested records left out: their lines show them). */
export function monthInputs(inputs: Readonly<Record<string, unknown>>): InputView[] {
  return Object.entries(inputs)
    .map(([key, value]) => ({ label: INPUT_LABELS[key] ?? key, value: inputText(key, value) }))
    .filter((i) => i.value !== '');
}

const lineLabel = (line: MonthLine) =>
  line.section === 'semanas'
    ? `Semana ${String(line.inputs.number ?? '')}/${String(line.inputs.year ?? '')}`
    : (LINE_LABELS[line.concept] ?? conceptLabel(line.concept));

const lineView = (line: MonthLine): LineView => ({
  concept: lineLabel(line),
  amount: formatAmount(line.amount),
  formula: '',
  inputs: monthInputs(
    line.section === 'semanas' ? { ...line.inputs, number: undefined, year: undefined } : line.inputs,
  ),
});

const SECTIONS: readonly { key: MonthLine['section']; title: string }[] = [
  { key: 'semanas', title: 'Semanas del mes' },
  { key: 'beneficios', title: 'Beneficios' },
  { key: 'pension', title: 'Pensión' },
  { key: 'renta', title: 'Impuesto a la renta' },
  { key: 'aportes', title: 'Aportes del empleador' },
  { key: 'liquidacion', title: 'Planilla mensual' },
];

/** What a section's total is: the sum of its lines, or the one line that is its result. */
function sectionTotal(key: MonthLine['section'], lines: readonly MonthLine[]): string {
  const pick = (concept: string) => lines.find((l) => l.concept === concept)?.amount ?? '0.00';
  if (key === 'pension') return formatAmount(pick('pensionAdjustment'));
  if (key === 'renta') return formatAmount(pick('incomeTax'));
  if (key === 'liquidacion') return formatAmount(pick('payable'));
  const summed = key === 'aportes' ? lines.filter((l) => l.concept !== 'contributionBase') : lines;
  return formatAmount(Decimal.sum(summed.map((l) => Decimal.of(l.amount))).toFixed(2));
}

/** A worker's month as the breakdown dialog shows it: each section with its lines and inputs. */
export function monthBreakdownView(b: MonthWorkerBreakdown): BreakdownView {
  const weeks = b.lines.filter((l) => l.section === 'semanas').length;
  const payable =
    b.lines.find((l) => l.section === 'liquidacion' && l.concept === 'payable')?.amount ?? '0.00';
  return {
    title: `${b.name} (${b.document})`,
    source: breakdownSource(b.source),
    days: weeks === 1 ? '1 semana cerrada' : `${weeks} semanas cerradas`,
    sections: [
      ...SECTIONS.map(({ key, title }) => {
        const lines = b.lines.filter((l) => l.section === key);
        return { title, lines: lines.map(lineView), total: sectionTotal(key, lines) };
      }).filter((s) => s.lines.length > 0),
      ...(b.taxBalance ? [taxBalanceSection(b.taxBalance)] : []),
    ],
    net: formatAmount(payable),
  };
}

/**
 * «Saldo pendiente de retener»: the income tax the month's run could not withhold, what the later weeks
 * withheld of it and what is pending (docs/payroll.md "Income tax the monthly run cannot cover").
 */
export function taxBalanceSection(b: IncomeTaxBalance): BreakdownView['sections'][number] {
  const line = (concept: string, amount: string): LineView => ({
    concept,
    amount: formatAmount(amount),
    formula: '',
    inputs: [],
  });
  return {
    title: 'Saldo pendiente de retener',
    lines: [
      line(`Renta de quinta de ${formatMonth(b.month)} no cubierta por la planilla mensual`, b.amount),
      ...b.weeks.map((w) => line(`Retenido en la semana ${w.week}`, w.amount)),
      line('Saldo pendiente de retener', b.pending),
    ],
    total: formatAmount(b.pending),
  };
}
