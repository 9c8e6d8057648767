import { Decimal } from '../payroll/decimal';

/**
 * The income tax balances a closed monthly run could not cover (its `carriedToLastWeek`) and what later
 * weeks withheld of them (docs/payroll.md "Income tax the monthly run cannot cover"). Pure: the server
 * gives the closed months' balances and the `incomeTax` lines (with `inputs.month`) of closed weeks; a
 * reopened week's lines are not closed, so what it withheld is pending again.
 */
export interface CarriedBalance {
  readonly document: string;
  /** The payroll month the balance comes from ('2025-04'). */
  readonly month: string;
  /** Decimal string: the run's uncovered balance. */
  readonly amount: string;
}

export interface BalanceWithholding {
  readonly document: string;
  readonly month: string;
  readonly amount: string;
  /** The closed week that withheld it ('16/2025'). */
  readonly week: string;
}

export interface PendingIncomeTaxBalance {
  readonly document: string;
  readonly month: string;
  readonly amount: string;
  readonly withheld: string;
  /** amount − withheld; never negative (a week withholds no more than what was pending). */
  readonly pending: string;
  /** Where it was withheld, in the order given. */
  readonly weeks: readonly { week: string; amount: string }[];
}

export const INCOME_TAX_BALANCE_LABEL = 'Saldo pendiente de retener (renta de quinta)';

const keyOf = (document: string, month: string) => `${document}|${month}`;

/** Each balance with what closed weeks withheld of it and what is still to withhold, by worker and month. */
export function incomeTaxBalances(
  carried: readonly CarriedBalance[],
  withheld: readonly BalanceWithholding[],
): PendingIncomeTaxBalance[] {
  const byKey = new Map<string, BalanceWithholding[]>();
  for (const w of withheld) {
    const key = keyOf(w.document, w.month);
    byKey.set(key, [...(byKey.get(key) ?? []), w]);
  }
  return carried
    .filter((c) => Decimal.of(c.amount).isPositive())
    .map((c) => {
      const weeks = byKey.get(keyOf(c.document, c.month)) ?? [];
      const amount = Decimal.of(c.amount);
      const taken = Decimal.sum(weeks.map((w) => Decimal.of(w.amount)));
      const pending = amount.minus(taken);
      return {
        document: c.document,
        month: c.month,
        amount: amount.toFixed(2),
        withheld: taken.toFixed(2),
        pending: (pending.isNegative() ? Decimal.ZERO : pending).toFixed(2),
        weeks: weeks.map((w) => ({ week: w.week, amount: Decimal.of(w.amount).toFixed(2) })),
      };
    })
    .sort((a, b) =>
      a.document !== b.document ? (a.document < b.document ? -1 : 1) : a.month < b.month ? -1 : 1,
    );
}

/** The balances a week's compute context carries: those still pending, of months before the week's. */
export function balancesToWithhold(
  balances: readonly PendingIncomeTaxBalance[],
  weekMonth: string,
): { worker: string; month: string; amount: string }[] {
  return balances
    .filter((b) => b.month < weekMonth && Decimal.of(b.pending).isPositive())
    .map((b) => ({ worker: b.document, month: b.month, amount: b.pending }));
}

/** The balances a closed week withheld: its workers' `incomeTax` lines that name a month. */
export function withholdingsOfWeek(
  week: string,
  workers: readonly {
    readonly document: string;
    readonly deductions: readonly {
      readonly concept: string;
      readonly amount: string;
      readonly inputs?: Readonly<Record<string, unknown>>;
    }[];
  }[],
): BalanceWithholding[] {
  const out: BalanceWithholding[] = [];
  for (const w of workers)
    for (const line of w.deductions) {
      const month = line.inputs?.month;
      if (line.concept === 'incomeTax' && typeof month === 'string')
        out.push({ document: w.document, month, amount: line.amount, week });
    }
  return out;
}
