import { rateLine, type DeductionLine, type OtherDeductionLine } from '../lines';
import { pensionCharges, type PensionRates } from '../pension';
import { courtOrderWithholdings, legalDeductions, withholdingLabel } from '../court-order-withholding';
import { Decimal } from '../decimal';
import type { CourtOrderEntry, OtherDeductionEntry } from './entries';

export interface DeductionBases {
  readonly gross: Decimal;
  readonly catchShares: Decimal;
  /** Insurable pay of the month before this week. */
  readonly monthToDate: Decimal;
}

/**
 * A worker's deductions: pension charges on the gross pay, union dues on the catch shares (union
 * members), then the other deductions by kind, reason and amount.
 */
export function workerDeductions(
  bases: DeductionBases,
  rates: PensionRates,
  union: { readonly affiliated: boolean; readonly rate: Decimal },
  others: OtherDeductionEntry[] | undefined,
  courtOrders: { readonly entries: readonly CourtOrderEntry[] | undefined; readonly urp: Decimal } = {
    entries: undefined,
    urp: Decimal.ZERO,
  },
): DeductionLine[] {
  const deductions: DeductionLine[] = bases.gross.isPositive()
    ? pensionCharges(rates, bases.gross, bases.monthToDate)
    : [];
  if (union.affiliated && bases.catchShares.isPositive()) {
    deductions.push(
      rateLine('unionDues', 'cuota sindical: participación de pesca × tasa', {
        base: bases.catchShares,
        rate: union.rate,
      }),
    );
  }
  if (others !== undefined) {
    others.sort(compareOtherDeductions);
    for (const other of others) deductions.push(otherDeductionLine(other));
  }
  if (courtOrders.entries !== undefined && courtOrders.entries.length > 0 && bases.gross.isPositive())
    deductions.push(...courtOrderLines(bases.gross, deductions, courtOrders.entries, courtOrders.urp));
  return deductions;
}

/**
 * The court orders' withholdings (docs/court-orders.md): on the pay net of the pension charges (the
 * legal deductions of a week; the income tax is withheld by the month), within the caps of CPC art. 648
 * inc. 6, never above what the other deductions leave of the pay.
 */
function courtOrderLines(
  gross: Decimal,
  deductions: readonly DeductionLine[],
  entries: readonly CourtOrderEntry[],
  urp: Decimal,
): OtherDeductionLine[] {
  const legal = legalDeductions(deductions);
  const left = gross.minus(Decimal.sum(deductions.map((d) => d.amount)));
  const { lines } = courtOrderWithholdings(
    entries.map((e) => e.order),
    { income: gross, legalDeductions: legal, urp, period: 'week' },
    left,
  );
  return lines.map((line) => ({
    concept: 'otherDeduction',
    amount: line.amount,
    formula: line.formula,
    inputs: {
      reason: withholdingLabel(line.caseNumber),
      kind: 'judicial',
      courtOrder: {
        orderId: line.orderId,
        caseNumber: line.caseNumber,
        orderKind: line.kind,
        base: line.base,
        ...(line.rate === undefined ? {} : { rate: line.rate }),
        ...(line.fixed === undefined ? {} : { fixed: line.fixed }),
        ordered: line.ordered,
        cap: line.cap,
        urp,
      },
    },
  }));
}

function otherDeductionLine(other: OtherDeductionEntry): OtherDeductionLine {
  return {
    concept: 'otherDeduction',
    amount: other.amount,
    formula: 'descuento indicado',
    inputs: { reason: other.reason, kind: other.kind },
  };
}

function compareOtherDeductions(a: OtherDeductionEntry, b: OtherDeductionEntry): number {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  if (a.reason !== b.reason) return a.reason < b.reason ? -1 : 1;
  return a.amount.compare(b.amount);
}

/** The pension part of the deductions (contribution, insurance, commission), in cents. */
export function pensionCents(deductions: readonly DeductionLine[]): number {
  let cents = 0;
  for (const line of deductions) {
    if (
      line.concept === 'pensionContribution' ||
      line.concept === 'pensionInsurance' ||
      line.concept === 'pensionCommission'
    )
      cents += line.amount.toCentsNumber();
  }
  return cents;
}
