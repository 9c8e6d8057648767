import type { IncomeTaxBalance, MonthLine } from '../../src/application/months/months-api';
import type { PendingIncomeTaxBalance } from '../../src/domain/months/income-tax-balance';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A traced line of the engine's JSON (`{ concept, amount, inputs }`) as a breakdown line. */
function lineOf(section: MonthLine['section'], value: unknown): MonthLine | null {
  if (!isObject(value) || typeof value.concept !== 'string' || typeof value.amount !== 'string') return null;
  return {
    section,
    concept: value.concept,
    amount: value.amount,
    inputs: isObject(value.inputs) ? value.inputs : {},
  };
}

const linesOf = (section: MonthLine['section'], list: unknown): MonthLine[] =>
  Array.isArray(list) ? list.map((l) => lineOf(section, l)).filter((l): l is MonthLine => l !== null) : [];

/** The scalar fields of an object (decimals, counts, months), for a line's inputs. */
const scalars = (value: Json, leave: readonly string[] = []): Json =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([k, v]) =>
        !leave.includes(k) &&
        (typeof v !== 'object' || v === null || (Array.isArray(v) && v.every((x) => typeof x !== 'object'))),
    ),
  );

/**
 * A worker's part of the engine's month JSON (monthlyPayrollToJson) as the breakdown's lines, each
 * with what it was computed from: the weeks, the benefits, the contribution base and the employer's
 * contributions, the pension true-up, the income tax with its brackets, and the monthly settlement.
 * Lines the engine adds later (traced `{ concept, amount, inputs }` lists) appear under their section.
 */
export function monthLinesOf(worker: Json): MonthLine[] {
  const out: MonthLine[] = [];
  /** A line computed by the month (not a traced one): its amount as the engine wrote it. */
  const add = (section: MonthLine['section'], concept: string, amount: unknown, inputs: Json) =>
    out.push({ section, concept, amount: String(amount), inputs });
  for (const week of Array.isArray(worker.weeks) ? worker.weeks : []) {
    if (!isObject(week)) continue;
    add('semanas', 'week', week.gross, scalars(week, ['gross']));
  }
  out.push(...linesOf('beneficios', worker.benefits));
  for (const [key, value] of Object.entries(worker)) {
    // A traced line of its own (the engine's newer concepts, e.g. asignación familiar).
    const line = key === 'benefits' ? null : lineOf('beneficios', value);
    if (line) out.push(line);
  }
  if (isObject(worker.contributionBase))
    add(
      'aportes',
      'contributionBase',
      worker.contributionBase.base,
      scalars(worker.contributionBase, ['base']),
    );
  out.push(...linesOf('aportes', worker.employer));
  if (isObject(worker.pension)) {
    out.push(...linesOf('pension', worker.pension.charges));
    add('pension', 'pensionAdjustment', worker.pension.adjustment, { inWeeks: worker.pension.inWeeks });
    const topUp = lineOf('aportes', worker.pension.employerTopUp);
    if (topUp) out.push(topUp);
  }
  if (isObject(worker.incomeTax)) {
    add(
      'renta',
      'incomeTax',
      worker.incomeTax.withholding,
      scalars(worker.incomeTax, ['withholding', 'brackets']),
    );
    out.push(...linesOf('renta', worker.incomeTax.brackets));
    // Art. 40 e: the tax the month's extraordinary income adds, withheld in full in the month.
    const extraordinary = worker.incomeTax.extraordinary;
    if (isObject(extraordinary))
      add('renta', 'extraordinaryTax', extraordinary.tax, {
        extraordinaryPay: worker.incomeTax.extraordinaryPay,
        ...scalars(extraordinary, ['tax']),
      });
    // The declarations the worker made (docs/months.md): other employers' pay and withholding of the
    // month, and the deductible expenses (reported with their cap, never applied).
    const others = worker.incomeTax.otherEmployers;
    if (isObject(others)) {
      for (const employer of Array.isArray(others.employers) ? others.employers : [])
        if (isObject(employer))
          add('renta', 'otherEmployer', employer.taxablePay, {
            employer: employer.employer,
            taxWithheld: employer.taxWithheld,
          });
      add('renta', 'otherEmployers', others.taxWithheld, {
        taxablePay: others.taxablePay,
        monthTax: others.monthTax,
      });
    }
    const expenses = worker.incomeTax.additionalDeduction;
    if (isObject(expenses))
      add('renta', 'additionalDeduction', expenses.applied, scalars(expenses, ['applied']));
  }
  // Court orders' withholdings on the gratificación and the CTS (docs/court-orders.md), each with its
  // order, base, rate and cap.
  for (const order of Array.isArray(worker.courtOrders) ? worker.courtOrders : [])
    if (isObject(order)) add('liquidacion', 'courtOrder', order.amount, scalars(order, ['amount']));
  if (isObject(worker.settlement))
    for (const [concept, amount] of Object.entries(worker.settlement))
      if (typeof amount === 'string') out.push({ section: 'liquidacion', concept, amount, inputs: {} });
  return out;
}

/** A worker's balance of the month as the breakdown carries it («Saldo pendiente de retener»). */
export const taxBalanceOf = (b: PendingIncomeTaxBalance): IncomeTaxBalance => ({
  month: b.month,
  amount: b.amount,
  withheld: b.withheld,
  pending: b.pending,
  weeks: b.weeks.map((w) => ({ week: w.week, amount: w.amount })),
});
