import { Decimal } from '../decimal';
import type { FepLine, MonthlyTotals, WorkerMonth } from './types';

type CentsTotals = { -readonly [K in keyof Omit<MonthlyTotals, 'fep'>]: number };

/** The month's totals, summed worker by worker in cents. */
export class MonthTotals {
  private readonly cents: CentsTotals = {
    gross: 0,
    vacation: 0,
    bonus: 0,
    bonusExtra: 0,
    cts: 0,
    familyAllowance: 0,
    incomeTax: 0,
    payable: 0,
    essalud: 0,
    epsCredit: 0,
    pensionEmployer: 0,
    pensionTopUp: 0,
    sctr: 0,
  };

  add(worker: WorkerMonth): void {
    const totals = this.cents;
    totals.gross += worker.gross.toCentsNumber();
    for (const line of worker.benefits) totals[line.concept] += line.amount.toCentsNumber();
    totals.familyAllowance += worker.familyAllowance?.amount.toCentsNumber() ?? 0;
    totals.incomeTax += worker.incomeTax.withholding.toCentsNumber();
    totals.payable += worker.settlement.payable.toCentsNumber();
    totals.pensionTopUp += worker.pension.employerTopUp.amount.toCentsNumber();
    for (const line of worker.employer) totals[line.concept] += line.amount.toCentsNumber();
  }

  totals(fep: readonly FepLine[]): MonthlyTotals {
    const cents = (value: number) => Decimal.fromCents(BigInt(value));
    const totals = this.cents;
    return {
      gross: cents(totals.gross),
      vacation: cents(totals.vacation),
      bonus: cents(totals.bonus),
      bonusExtra: cents(totals.bonusExtra),
      cts: cents(totals.cts),
      familyAllowance: cents(totals.familyAllowance),
      incomeTax: cents(totals.incomeTax),
      payable: cents(totals.payable),
      essalud: cents(totals.essalud),
      epsCredit: cents(totals.epsCredit),
      pensionEmployer: cents(totals.pensionEmployer),
      pensionTopUp: cents(totals.pensionTopUp),
      sctr: cents(totals.sctr),
      fep: Decimal.sum(fep.map((line) => line.amount)).round(2),
    };
  }
}

/** The Fondo Extraordinario del Pescador per vessel (in code order): TM real × amount per tonne. */
export function fepLines(tonnesByVessel: ReadonlyMap<string, Decimal>, perTonne: Decimal): FepLine[] {
  return [...tonnesByVessel.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vessel, tonnes]) => ({
      concept: 'fep',
      amount: tonnes.times(perTonne).round(2),
      formula: 'Fondo Extraordinario del Pescador: TM capturadas (TM real) × monto por TM',
      inputs: { vessel, tonnes, perTonne },
    }));
}
