import { and, asc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { fishingWeeks, incomeTaxBalances, incomeTaxBalanceWithholdings, workers } from '../db/schema';
import type { BalanceWithholding, CarriedBalance } from '../../src/domain/months/income-tax-balance';

/** A stored balance (its id) as the ledger reads it. */
export interface StoredBalance extends CarriedBalance {
  readonly id: number;
}

/** A closed week's withholding of a balance, with the week's year and number. */
export interface StoredWithholding extends BalanceWithholding {
  readonly balanceId: number;
  readonly weekId: number;
}

const weekLabel = sql<string>`${fishingWeeks.number}::text || '-' || ${fishingWeeks.year}::text`;

/** A stored balance's columns, as `StoredBalance` reads them. */
const BALANCE = {
  id: incomeTaxBalances.id,
  document: incomeTaxBalances.document,
  month: incomeTaxBalances.month,
  amount: incomeTaxBalances.amount,
};

/**
 * The withholdings `where` picks, each with its balance and its week (`weekMonth` is the month of the
 * week), by their week's start, then as written.
 */
function withholdingsWith(ex: Executor, where: SQL | undefined) {
  return ex
    .select({
      balanceId: incomeTaxBalanceWithholdings.balanceId,
      weekId: incomeTaxBalanceWithholdings.weekId,
      document: incomeTaxBalances.document,
      month: incomeTaxBalances.month,
      amount: incomeTaxBalanceWithholdings.amount,
      week: weekLabel,
      weekMonth: fishingWeeks.month,
    })
    .from(incomeTaxBalanceWithholdings)
    .innerJoin(incomeTaxBalances, eq(incomeTaxBalances.id, incomeTaxBalanceWithholdings.balanceId))
    .innerJoin(fishingWeeks, eq(fishingWeeks.id, incomeTaxBalanceWithholdings.weekId))
    .where(where)
    .orderBy(asc(fishingWeeks.startDate), asc(incomeTaxBalanceWithholdings.id));
}

/** The income tax balances of closed months and what closed weeks withheld of them (docs/payroll.md). */
export class IncomeTaxBalanceStore {
  /** Writes a closed month's balances; the worker is found by document. */
  async insertOfMonth(
    tx: Transaction,
    month: string,
    rows: readonly { document: string; amount: string; monthIncomeTax: string }[],
    stamp: { at: Date; by: string },
  ): Promise<void> {
    if (rows.length === 0) return;
    const ids = await tx
      .select({ id: workers.id, document: workers.documentNumber })
      .from(workers)
      .where(
        inArray(
          workers.documentNumber,
          rows.map((r) => r.document),
        ),
      );
    const idOf = new Map(ids.map((w) => [w.document, w.id]));
    await tx.insert(incomeTaxBalances).values(
      rows.map((r) => ({
        month,
        workerId: idOf.get(r.document)!,
        document: r.document,
        amount: r.amount,
        monthIncomeTax: r.monthIncomeTax,
        createdAt: stamp.at,
        createdBy: stamp.by,
      })),
    );
  }

  /** A month's balances, locked FOR UPDATE when `lock` (a week's close waits, or sees them gone). */
  async ofMonth(ex: Executor, month: string, lock = false): Promise<StoredBalance[]> {
    const query = ex
      .select(BALANCE)
      .from(incomeTaxBalances)
      .where(eq(incomeTaxBalances.month, month))
      .orderBy(asc(incomeTaxBalances.document));
    return lock ? query.for('update') : query;
  }

  /** The balances of the workers from months before `beforeMonth` (all months when absent), oldest first. */
  async ofWorkers(
    ex: Executor,
    documents: readonly string[],
    beforeMonth?: string,
    lock = false,
  ): Promise<StoredBalance[]> {
    if (documents.length === 0) return [];
    const query = ex
      .select(BALANCE)
      .from(incomeTaxBalances)
      .where(
        and(
          inArray(incomeTaxBalances.document, [...documents]),
          beforeMonth !== undefined ? lt(incomeTaxBalances.month, beforeMonth) : undefined,
        ),
      )
      .orderBy(asc(incomeTaxBalances.document), asc(incomeTaxBalances.month));
    return lock ? query.for('update', { of: incomeTaxBalances }) : query;
  }

  /** What closed weeks withheld of the balances (but `exceptWeek`'s), by week start. */
  async withholdings(
    ex: Executor,
    balanceIds: readonly number[],
    exceptWeek?: number,
  ): Promise<StoredWithholding[]> {
    if (balanceIds.length === 0) return [];
    const rows = await withholdingsWith(
      ex,
      and(
        inArray(incomeTaxBalanceWithholdings.balanceId, [...balanceIds]),
        exceptWeek !== undefined ? ne(incomeTaxBalanceWithholdings.weekId, exceptWeek) : undefined,
      ),
    );
    return rows.map(({ balanceId, weekId, document, month, amount, week }) => ({
      balanceId,
      weekId,
      document,
      month,
      amount,
      week,
    }));
  }

  /**
   * What closed weeks withheld of the workers' balances, each withholding with the worker, the month of
   * its week and the month of its balance (the certificate of income and withholding).
   */
  async withheldOfWorkers(
    ex: Executor,
    documents: readonly string[],
  ): Promise<{ document: string; month: string; from: string; amount: string }[]> {
    if (documents.length === 0) return [];
    const rows = await withholdingsWith(ex, inArray(incomeTaxBalances.document, [...documents]));
    return rows.map((r) => ({ document: r.document, month: r.weekMonth, from: r.month, amount: r.amount }));
  }

  async insertWithholdings(
    tx: Transaction,
    weekId: number,
    rows: readonly { balanceId: number; amount: string }[],
    stamp: { at: Date; by: string },
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(incomeTaxBalanceWithholdings)
      .values(rows.map((r) => ({ ...r, weekId, createdAt: stamp.at, createdBy: stamp.by })));
  }

  async deleteWithholdingsOfWeek(tx: Transaction, weekId: number): Promise<void> {
    await tx.delete(incomeTaxBalanceWithholdings).where(eq(incomeTaxBalanceWithholdings.weekId, weekId));
  }

  async deleteOfMonth(tx: Transaction, month: string): Promise<void> {
    await tx.delete(incomeTaxBalances).where(eq(incomeTaxBalances.month, month));
  }
}
