import type { MonthRun, ResultLine } from '../shared/payslip';
import { Decimal } from '../shared/decimal';

export type { MonthRun };

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const amountOf = (v: unknown) => Decimal.of(text(v) || '0');
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

const traced = (value: Json, amount = amountOf(value.amount)): ResultLine => ({
  concept: text(value.concept),
  amount: amount.toFixed(2),
  inputs: isObject(value.inputs) ? value.inputs : {},
});

/** The court orders' withholdings on the gratificación, as the weeks' judicial deduction lines. */
function bonusCourtOrderLinesOf(worker: Json): ResultLine[] {
  return list(worker.courtOrders)
    .filter((l) => text(l.benefit) === 'bonus' && !amountOf(l.amount).isZero())
    .map((l) => ({
      concept: 'otherDeduction',
      amount: amountOf(l.amount).toFixed(2),
      inputs: {
        reason: text(l.reason),
        kind: 'judicial',
        courtOrder: {
          orderId: Number(l.orderId),
          caseNumber: text(l.caseNumber),
          orderKind: text(l.orderKind),
          base: text(l.base),
          rate: text(l.rate),
          ordered: text(l.ordered),
          cap: text(l.cap),
          benefit: 'bonus',
        },
      },
    }));
}

export function monthRunOf(worker: Json): MonthRun {
  const person = isObject(worker.worker) ? worker.worker : {};
  const earnings = list(worker.benefits)
    .filter((b) => text(b.concept) !== 'cts')
    .concat(isObject(worker.familyAllowance) ? [worker.familyAllowance] : [])
    .filter((b) => !amountOf(b.amount).isZero())
    .map((b) => traced(b));
  const pension = isObject(worker.pension) ? worker.pension : {};
  const settlement = isObject(worker.settlement) ? worker.settlement : {};
  const deductions: ResultLine[] = [];
  const tax = amountOf(settlement.incomeTax);
  if (!tax.isZero()) deductions.push({ concept: 'incomeTax', amount: tax.toFixed(2) });
  deductions.push(...bonusCourtOrderLinesOf(worker));
  const carried = amountOf(settlement.carriedToLastWeek);
  if (!carried.isZero())
    deductions.push({ concept: 'carriedToLastWeek', amount: carried.negated().toFixed(2) });
  const employer: ResultLine[] = [];
  for (const e of list(worker.employer)) {
    const inputs = isObject(e.inputs) ? e.inputs : {};
    // Each contribution's month amount less what the weeks counted (`adjustment`).
    const adjustment = inputs.adjustment === undefined ? amountOf(e.amount) : amountOf(inputs.adjustment);
    if (!adjustment.isZero()) employer.push(traced(e, adjustment));
  }
  if (isObject(pension.employerTopUp) && !amountOf(pension.employerTopUp.amount).isZero())
    employer.push(traced(pension.employerTopUp));
  // The base the month's pension contribution was computed on; the contribution base without one.
  const contribution = list(pension.charges).find((c) => text(c.concept) === 'pensionContribution');
  const base =
    contribution && isObject(contribution.inputs) && contribution.inputs.base !== undefined
      ? amountOf(contribution.inputs.base)
      : isObject(worker.contributionBase)
        ? amountOf(worker.contributionBase.base)
        : Decimal.ZERO;
  return {
    document: text(person.document),
    earnings,
    pensionCharges: list(pension.charges).map((c) => traced(c)),
    pensionAdjustment: amountOf(settlement.pensionAdjustment ?? pension.adjustment).toFixed(2),
    deductions,
    employer,
    insurablePay: base.toFixed(2),
  };
}
