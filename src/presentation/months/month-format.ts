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
import type { Translate } from '../common/screen-state';

export { formatAmount, formatMonth };

/** 'Planilla de abril 2025'. */
export const monthTitle = (month: string, t: Translate) =>
  t('months.breakdown.title', { month: formatMonth(month) });

/** The state chip of a month (a reopened month stands out filled), like the week's. */
export const MONTH_STATE_CHIPS = stateChips<MonthState>(MONTH_CYCLE.states);

/** The name of each line of a worker's month (the engine's concepts keep theirs; «months.breakdown.lines»). */
const lineLabels = (t: Translate): Readonly<Record<string, string>> => ({
  vacation: t('months.breakdown.lines.vacation'),
  bonus: t('months.breakdown.lines.bonus'),
  bonusExtra: t('months.breakdown.lines.bonusExtra'),
  cts: t('months.breakdown.lines.cts'),
  familyAllowance: t('months.breakdown.lines.familyAllowance'),
  contributionBase: t('months.breakdown.lines.contributionBase'),
  pensionAdjustment: t('months.breakdown.lines.pensionAdjustment'),
  incomeTax: t('months.breakdown.lines.incomeTax'),
  benefits: t('months.breakdown.lines.benefits'),
  payable: t('months.breakdown.lines.payable'),
  carriedToLastWeek: t('months.breakdown.lines.carriedToLastWeek'),
  ctsDeposit: t('months.breakdown.lines.ctsDeposit'),
  courtOrder: t('months.breakdown.lines.courtOrder'),
  courtOrders: t('months.breakdown.lines.courtOrders'),
  ctsCourtOrders: t('months.breakdown.lines.ctsCourtOrders'),
  epsCredit: t('months.breakdown.lines.epsCredit'),
  otherEmployer: t('months.breakdown.lines.otherEmployer'),
  otherEmployers: t('months.breakdown.lines.otherEmployers'),
  additionalDeduction: t('months.breakdown.lines.additionalDeduction'),
  extraordinaryTax: t('months.breakdown.lines.extraordinaryTax'),
});

/** The label of each input of a month's line (resources «months.breakdown.inputs»). */
const inputLabels = (t: Translate): Readonly<Record<string, string>> => ({
  base: t('months.breakdown.inputs.base'),
  scheme: t('months.breakdown.inputs.scheme'),
  afp: t('months.breakdown.inputs.afp'),
  vessel: t('months.breakdown.inputs.vessel'),
  tonnes: t('months.breakdown.inputs.tonnes'),
  commissionType: t('months.breakdown.inputs.commissionType'),
  insurableCap: t('months.breakdown.inputs.insurableCap'),
  insurableBefore: t('months.breakdown.inputs.insurableBefore'),
  perTonne: t('months.breakdown.inputs.perTonne'),
  rate: t('months.breakdown.inputs.rate'),
  number: t('months.breakdown.inputs.number'),
  year: t('months.breakdown.inputs.year'),
  start: t('months.breakdown.inputs.start'),
  end: t('months.breakdown.inputs.end'),
  catchShares: t('months.breakdown.inputs.catchShares'),
  specialtyBonus: t('months.breakdown.inputs.specialtyBonus'),
  landWork: t('months.breakdown.inputs.landWork'),
  otherEarnings: t('months.breakdown.inputs.otherEarnings'),
  familyAllowance: t('months.breakdown.inputs.familyAllowance'),
  deductions: t('months.breakdown.inputs.deductions'),
  net: t('months.breakdown.inputs.net'),
  remunerativePay: t('months.breakdown.inputs.remunerativePay'),
  rmv: t('months.breakdown.inputs.rmv'),
  topUp: t('months.breakdown.inputs.topUp'),
  inWeeks: t('months.breakdown.inputs.inWeeks'),
  adjustment: t('months.breakdown.inputs.adjustment'),
  month: t('months.breakdown.inputs.month'),
  uit: t('months.breakdown.inputs.uit'),
  previousPay: t('months.breakdown.inputs.previousPay'),
  monthPay: t('months.breakdown.inputs.monthPay'),
  ordinaryPay: t('months.breakdown.inputs.ordinaryPay'),
  extraordinaryPay: t('months.breakdown.inputs.extraordinaryPay'),
  projectedPay: t('months.breakdown.inputs.projectedPay'),
  ordinaryTax: t('months.breakdown.inputs.ordinaryTax'),
  extraordinaryTax: t('months.breakdown.inputs.extraordinaryTax'),
  annualIncome: t('months.breakdown.inputs.annualIncome'),
  deduction: t('months.breakdown.inputs.deduction'),
  taxableIncome: t('months.breakdown.inputs.taxableIncome'),
  annualTax: t('months.breakdown.inputs.annualTax'),
  withheldMonths: t('months.breakdown.inputs.withheldMonths'),
  withheldBefore: t('months.breakdown.inputs.withheldBefore'),
  divisor: t('months.breakdown.inputs.divisor'),
  refundDue: t('months.breakdown.inputs.refundDue'),
  bracket: t('months.breakdown.inputs.bracket'),
  fromUit: t('months.breakdown.inputs.fromUit'),
  toUit: t('months.breakdown.inputs.toUit'),
  onBase: t('months.breakdown.inputs.onBase'),
  onPay: t('months.breakdown.inputs.onPay'),
  employer: t('months.breakdown.inputs.employer'),
  taxablePay: t('months.breakdown.inputs.taxablePay'),
  taxWithheld: t('months.breakdown.inputs.taxWithheld'),
  monthTax: t('months.breakdown.inputs.monthTax'),
  declared: t('months.breakdown.inputs.declared'),
  capUit: t('months.breakdown.inputs.capUit'),
  cap: t('months.breakdown.inputs.cap'),
  allowed: t('months.breakdown.inputs.allowed'),
});

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

/** A line's inputs labelled in the translator's language (nested records left out: their lines show them). */
export function monthInputs(inputs: Readonly<Record<string, unknown>>, t: Translate): InputView[] {
  const labels = inputLabels(t);
  return Object.entries(inputs)
    .map(([key, value]) => ({ label: labels[key] ?? key, value: inputText(key, value) }))
    .filter((i) => i.value !== '');
}

const lineLabel = (line: MonthLine, t: Translate, labels: Readonly<Record<string, string>>) =>
  line.section === 'semanas'
    ? t('months.breakdown.week', {
        number: String(line.inputs.number ?? ''),
        year: String(line.inputs.year ?? ''),
      })
    : (labels[line.concept] ?? conceptLabel(line.concept));

const lineView = (line: MonthLine, t: Translate, labels: Readonly<Record<string, string>>): LineView => ({
  concept: lineLabel(line, t, labels),
  amount: formatAmount(line.amount),
  formula: '',
  inputs: monthInputs(
    line.section === 'semanas' ? { ...line.inputs, number: undefined, year: undefined } : line.inputs,
    t,
  ),
});

const sections = (t: Translate): readonly { key: MonthLine['section']; title: string }[] => [
  { key: 'semanas', title: t('months.breakdown.sections.semanas') },
  { key: 'beneficios', title: t('months.breakdown.sections.beneficios') },
  { key: 'pension', title: t('months.breakdown.sections.pension') },
  { key: 'renta', title: t('months.breakdown.sections.renta') },
  { key: 'aportes', title: t('months.breakdown.sections.aportes') },
  { key: 'liquidacion', title: t('months.breakdown.sections.liquidacion') },
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
export function monthBreakdownView(b: MonthWorkerBreakdown, t: Translate): BreakdownView {
  const labels = lineLabels(t);
  const weeks = b.lines.filter((l) => l.section === 'semanas').length;
  const payable =
    b.lines.find((l) => l.section === 'liquidacion' && l.concept === 'payable')?.amount ?? '0.00';
  return {
    title: `${b.name} (${b.document})`,
    source: breakdownSource(b.source, t),
    days: t('months.breakdown.closedWeeks', { count: weeks }),
    sections: [
      ...sections(t)
        .map(({ key, title }) => {
          const lines = b.lines.filter((l) => l.section === key);
          return { title, lines: lines.map((l) => lineView(l, t, labels)), total: sectionTotal(key, lines) };
        })
        .filter((s) => s.lines.length > 0),
      ...(b.taxBalance ? [taxBalanceSection(b.taxBalance, t)] : []),
    ],
    net: formatAmount(payable),
  };
}

/**
 * «Saldo pendiente de retener»: the income tax the month's run could not withhold, what the later weeks
 * withheld of it and what is pending (docs/payroll.md "Income tax the monthly run cannot cover").
 */
export function taxBalanceSection(b: IncomeTaxBalance, t: Translate): BreakdownView['sections'][number] {
  const line = (concept: string, amount: string): LineView => ({
    concept,
    amount: formatAmount(amount),
    formula: '',
    inputs: [],
  });
  return {
    title: t('months.breakdown.taxBalance'),
    lines: [
      line(t('months.breakdown.taxNotCovered', { month: formatMonth(b.month) }), b.amount),
      ...b.weeks.map((w) => line(t('months.breakdown.withheldInWeek', { week: w.week }), w.amount)),
      line(t('months.breakdown.taxBalance'), b.pending),
    ],
    total: formatAmount(b.pending),
  };
}
