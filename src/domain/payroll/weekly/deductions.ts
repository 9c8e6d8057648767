import type { Decimal } from '../decimal';
import { rateLine, type DeductionLine, type OtherDeductionLine } from '../lines';
import { pensionCharges, type PensionRates } from '../pension';
import type { OtherDeductionEntry } from './entries';

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
  if (others === undefined) return deductions;
  others.sort(compareOtherDeductions);
  for (const other of others) deductions.push(otherDeductionLine(other));
  return deductions;
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
