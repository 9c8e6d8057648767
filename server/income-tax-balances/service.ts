import { NO_BALANCES, type CertificateBalances } from '../../src/domain/months/income-certificate';
import {
  balancesToWithhold,
  incomeTaxBalances,
  type BalanceWithholding,
  type PendingIncomeTaxBalance,
} from '../../src/domain/months/income-tax-balance';
import { Decimal } from '../../src/domain/payroll/decimal';
import { formatMonthName } from '../../src/domain/shared/month-names';
import type { Executor, Transaction } from '../db/database';
import { ApiError } from '../kit/errors';
import type { IncomeTaxBalanceStore, StoredBalance } from './store';

/** The messages of the balances' refusals (Spanish: the clerk reads them). */
export const INCOME_TAX_BALANCE_MESSAGES = {
  monthWithheld: (month: string, weeks: readonly string[]) =>
    `No se puede reabrir ${formatMonthName(month)}: la semana ${weeks.join(', ')} ya retuvo parte del saldo pendiente de renta de quinta del mes. Reabra primero esa semana.`,
  changed: (document: string, month: string) =>
    `El saldo pendiente de renta de quinta de ${formatMonthName(month)} del trabajador ${document} cambió desde el cálculo de la semana (otra semana lo retuvo o el mes se reabrió): calcule la semana otra vez.`,
} as const;

/** A month's figures the balance is taken from (its closed workers' totals). */
export interface MonthCarried {
  readonly document: string;
  readonly incomeTax: string;
  readonly carriedToLastWeek: string;
}

const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/**
 * The income tax a closed monthly run could not withhold, withheld by the workers' later weeks
 * (docs/payroll.md "Income tax the monthly run cannot cover"). Everything is in the database: the
 * month's close writes its balances, a week's close what it withheld, in their own transactions.
 */
export class IncomeTaxBalanceService {
  constructor(private readonly store: IncomeTaxBalanceStore) {}

  /** The month's close: each worker's uncovered income tax becomes a balance (at most the run's tax). */
  async recordMonth(
    tx: Transaction,
    month: string,
    workers: readonly MonthCarried[],
    stamp: { at: Date; by: string },
  ): Promise<void> {
    const rows = workers.flatMap((w) => {
      const carried = Decimal.of(w.carriedToLastWeek);
      const tax = Decimal.of(w.incomeTax);
      const amount = Decimal.min(carried, tax);
      return amount.isPositive()
        ? [{ document: w.document, amount: amount.toFixed(2), monthIncomeTax: tax.toFixed(2) }]
        : [];
    });
    await this.store.insertOfMonth(tx, month, rows, stamp);
  }

  /**
   * The month's reopening: refused once a closed week withheld part of its balances (naming the
   * weeks); otherwise the balances go (the month's close writes them again).
   */
  async forgetMonth(tx: Transaction, month: string): Promise<void> {
    const balances = await this.store.ofMonth(tx, month, true);
    const withheld = await this.store.withholdings(
      tx,
      balances.map((b) => b.id),
    );
    if (withheld.length > 0)
      throw conflict(
        INCOME_TAX_BALANCE_MESSAGES.monthWithheld(month, [...new Set(withheld.map((w) => w.week))]),
      );
    await this.store.deleteOfMonth(tx, month);
  }

  /** The balances still pending of the workers from months before `weekMonth`, for a week's context. */
  async toWithhold(
    ex: Executor,
    documents: readonly string[],
    weekMonth: string,
  ): Promise<{ worker: string; month: string; amount: string }[]> {
    const balances = await this.store.ofWorkers(ex, documents, weekMonth);
    return balancesToWithhold(await this.ledger(ex, balances), weekMonth);
  }

  /**
   * A week's close: what its result withheld of each balance, checked against what is pending now
   * (the balances locked) and recorded. Refused when a balance is gone or another week took it.
   */
  async consumeInWeek(
    tx: Transaction,
    weekId: number,
    withheld: readonly BalanceWithholding[],
    stamp: { at: Date; by: string },
  ): Promise<void> {
    if (withheld.length === 0) return;
    const documents = [...new Set(withheld.map((w) => w.document))];
    const balances = await this.store.ofWorkers(tx, documents, undefined, true);
    const pending = await this.ledger(tx, balances, weekId);
    const rows: { balanceId: number; amount: string }[] = [];
    for (const w of withheld) {
      const balance = balances.find((b) => b.document === w.document && b.month === w.month);
      const left = pending.find((p) => p.document === w.document && p.month === w.month);
      if (!balance || !left || Decimal.of(w.amount).compare(Decimal.of(left.pending)) > 0)
        throw conflict(INCOME_TAX_BALANCE_MESSAGES.changed(w.document, w.month));
      rows.push({ balanceId: balance.id, amount: Decimal.of(w.amount).toFixed(2) });
    }
    await this.store.insertWithholdings(tx, weekId, rows, stamp);
  }

  /** A week's reopening: what it withheld is pending again. */
  restoreWeek(tx: Transaction, weekId: number): Promise<void> {
    return this.store.deleteWithholdingsOfWeek(tx, weekId);
  }

  /** A month's balances with what closed weeks withheld of them and what is pending («Saldo pendiente»). */
  async ofMonth(ex: Executor, month: string): Promise<PendingIncomeTaxBalance[]> {
    return this.ledger(ex, await this.store.ofMonth(ex, month));
  }

  /** A worker's balances of every month, with what is pending (the leaver's settlement). */
  async ofWorker(ex: Executor, document: string): Promise<PendingIncomeTaxBalance[]> {
    return this.ledger(ex, await this.store.ofWorkers(ex, [document]));
  }

  /** A worker's balances and their withholdings by the month of the week (the income certificate). */
  async certificateOf(ex: Executor, document: string): Promise<CertificateBalances> {
    return (await this.certificatesOf(ex, [document])).get(document) ?? NO_BALANCES;
  }

  /** The workers' balances and their withholdings (every certificate of a year), by document. */
  async certificatesOf(
    ex: Executor,
    documents: readonly string[],
  ): Promise<Map<string, CertificateBalances>> {
    const [carried, withheld] = await Promise.all([
      this.store.ofWorkers(ex, documents),
      this.store.withheldOfWorkers(ex, documents),
    ]);
    const map = new Map<
      string,
      {
        carried: CertificateBalances['carried'][number][];
        withheld: CertificateBalances['withheld'][number][];
      }
    >();
    const of = (document: string) => {
      let entry = map.get(document);
      if (!entry) map.set(document, (entry = { carried: [], withheld: [] }));
      return entry;
    };
    for (const c of carried) of(c.document).carried.push({ month: c.month, amount: c.amount });
    for (const w of withheld)
      of(w.document).withheld.push({ month: w.month, from: w.from, amount: w.amount });
    return map;
  }

  /** What is pending of a worker's balances of a year's months (the leaver's settlement: the year's tax). */
  async pendingOfYear(ex: Executor, document: string, year: string): Promise<string> {
    const balances = (await this.ofWorker(ex, document)).filter((b) => b.month.startsWith(`${year}-`));
    return Decimal.sum(balances.map((b) => Decimal.of(b.pending))).toFixed(2);
  }

  private async ledger(
    ex: Executor,
    balances: readonly StoredBalance[],
    exceptWeek?: number,
  ): Promise<PendingIncomeTaxBalance[]> {
    const withheld = await this.store.withholdings(
      ex,
      balances.map((b) => b.id),
      exceptWeek,
    );
    return incomeTaxBalances(balances, withheld);
  }
}
