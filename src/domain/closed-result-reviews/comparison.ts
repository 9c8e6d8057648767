import { Decimal } from '../shared/decimal';

/**
 * The closed result review (docs/fishing-weeks.md, "Closed result reviews"): a closed week computed
 * again with the current engine, from what it was closed with, compared per worker with its stored
 * closed result. Closed results are never rewritten; the differences are listed for the clerk.
 */

/** A worker's figures of one result (decimal amounts as text, as stored). */
export interface WorkerFigures {
  readonly document: string;
  readonly name: string;
  readonly gross: string;
  readonly deductions: string;
  readonly employer: string;
  readonly net: string;
}

/** The amounts compared, each of the stored closed result and of the current engine. */
export const COMPARED_AMOUNTS = ['gross', 'deductions', 'employer', 'net'] as const;
export type ComparedAmount = (typeof COMPARED_AMOUNTS)[number];

/** A worker whose closed figures differ from the current engine's. */
export interface WorkerDifference {
  readonly document: string;
  readonly name: string;
  /** null: the worker is on one side only. */
  readonly stored: WorkerFigures | null;
  readonly correct: WorkerFigures | null;
  /** correct − stored net (a missing side counts as zero), two decimals. */
  readonly netDifference: string;
}

const amountOf = (w: WorkerFigures | null, field: ComparedAmount) =>
  w ? Decimal.of(w[field]) : Decimal.ZERO;

/**
 * The workers whose gross, total deductions, employer contributions or net differ between the stored
 * closed result and the current engine's, or who appear on one side only; by document number. The
 * amounts are compared to the cent (both sides are results of the engine, rounded to two decimals).
 */
export function compareClosedResult(
  stored: readonly WorkerFigures[],
  correct: readonly WorkerFigures[],
): WorkerDifference[] {
  const before = new Map(stored.map((w) => [w.document, w]));
  const after = new Map(correct.map((w) => [w.document, w]));
  const documents = [...new Set([...before.keys(), ...after.keys()])].sort();
  const out: WorkerDifference[] = [];
  for (const document of documents) {
    const s = before.get(document) ?? null;
    const c = after.get(document) ?? null;
    const same =
      s !== null &&
      c !== null &&
      COMPARED_AMOUNTS.every((field) => amountOf(s, field).equals(amountOf(c, field)));
    if (same) continue;
    out.push({
      document,
      name: (c ?? s)!.name,
      stored: s,
      correct: c,
      netDifference: amountOf(c, 'net').minus(amountOf(s, 'net')).toFixed(2),
    });
  }
  return out;
}

/** A period's differences in brief: how many workers and the net to correct in total (correct − stored). */
export interface DifferenceTotals {
  readonly workers: number;
  readonly storedNet: string;
  readonly correctNet: string;
  readonly netDifference: string;
}

export function differenceTotals(differences: readonly WorkerDifference[]): DifferenceTotals {
  const stored = Decimal.sum(differences.map((d) => amountOf(d.stored, 'net')));
  const correct = Decimal.sum(differences.map((d) => amountOf(d.correct, 'net')));
  return {
    workers: differences.length,
    storedNet: stored.toFixed(2),
    correctNet: correct.toFixed(2),
    netDifference: correct.minus(stored).toFixed(2),
  };
}
