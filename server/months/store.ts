import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  parseMonthState,
  type ClosedMonthTotals,
  type MonthWorkerTotals,
} from '../../src/domain/months/month';
import type { LeaverWorker } from '../../src/domain/months/leaver';
import type { SemesterSource } from '../../src/domain/months/semesters';
import type { Executor, Transaction } from '../db/database';
import { payrollMonths, workers } from '../db/schema';
import { updateVersionedRow } from '../kit/versioned-rows';
import { WORKER_EMPLOYMENT_COLUMNS } from '../kit/worker-columns';
import { unpackJson } from '../kit/packed-json';

/** A month's row without its compressed results. */
const MONTH = {
  month: payrollMonths.month,
  state: payrollMonths.state,
  weeks: payrollMonths.weeks,
  totals: payrollMonths.totals,
  workerTotals: payrollMonths.workerTotals,
  closedTotals: payrollMonths.closedTotals,
  closedWorkerTotals: payrollMonths.closedWorkerTotals,
  closedAt: payrollMonths.closedAt,
  closedBy: payrollMonths.closedBy,
  reopenings: payrollMonths.reopenings,
  declarations: payrollMonths.declarations,
  updatedAt: payrollMonths.updatedAt,
  updatedBy: payrollMonths.updatedBy,
  version: payrollMonths.version,
};
export type MonthRow = {
  [K in keyof typeof MONTH]: (typeof payrollMonths.$inferSelect)[K];
};

/** The payroll months' table (the weeks it consolidates are the fishing weeks' service's). */
export class MonthStore {
  /** The stored months (of a year when given). */
  async months(ex: Executor, year?: number): Promise<MonthRow[]> {
    return ex
      .select(MONTH)
      .from(payrollMonths)
      .where(year !== undefined ? sql`substr(${payrollMonths.month}, 1, 4) = ${String(year)}` : undefined);
  }

  async get(ex: Executor, month: string): Promise<MonthRow | undefined> {
    const [row] = await ex.select(MONTH).from(payrollMonths).where(eq(payrollMonths.month, month));
    return row;
  }

  /** The month's row locked until the transaction ends (FOR UPDATE: a write; FOR SHARE: a check). */
  async lock(
    tx: Transaction,
    month: string,
    mode: 'update' | 'share' = 'update',
  ): Promise<MonthRow | undefined> {
    const [row] = await tx.select(MONTH).from(payrollMonths).where(eq(payrollMonths.month, month)).for(mode);
    return row;
  }

  /** The closed months of a year before `month`: each worker's taxable pay and tax withheld. */
  async closedBefore(ex: Executor, month: string): Promise<ClosedMonthTotals[]> {
    const rows = await ex
      .select({ month: payrollMonths.month, workers: payrollMonths.closedWorkerTotals })
      .from(payrollMonths)
      .where(
        and(
          eq(payrollMonths.state, 'cerrado'),
          sql`substr(${payrollMonths.month}, 1, 4) = ${month.slice(0, 4)}`,
          sql`${payrollMonths.month} < ${month}`,
        ),
      );
    return rows.map((r) => ({ month: r.month, workers: (r.workers ?? []) as MonthWorkerTotals[] }));
  }

  /** The closed months of a year with their workers' figures (the certificado de rentas y retenciones). */
  async closedOfYear(ex: Executor, year: number): Promise<{ month: string; workers: MonthWorkerTotals[] }[]> {
    const rows = await ex
      .select({ month: payrollMonths.month, workers: payrollMonths.closedWorkerTotals })
      .from(payrollMonths)
      .where(
        and(eq(payrollMonths.state, 'cerrado'), sql`substr(${payrollMonths.month}, 1, 4) = ${String(year)}`),
      );
    return rows.map((r) => ({ month: r.month, workers: (r.workers ?? []) as MonthWorkerTotals[] }));
  }

  /** The states of the given months (`withWeeks`: those that have weeks) and, of the closed ones, their workers' figures. */
  async semester(
    ex: Executor,
    months: readonly string[],
    withWeeks: ReadonlySet<string>,
  ): Promise<SemesterSource[]> {
    const rows = await ex
      .select({
        month: payrollMonths.month,
        state: payrollMonths.state,
        workers: payrollMonths.closedWorkerTotals,
      })
      .from(payrollMonths)
      .where(inArray(payrollMonths.month, [...months]));
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    // A month with weeks but never computed is open; one without weeks has nothing (null).
    return months.map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        state: row ? parseMonthState(row.state) : withWeeks.has(month) ? 'abierto' : null,
        workers: row?.state === 'cerrado' ? ((row.workers ?? []) as MonthWorkerTotals[]) : null,
      };
    });
  }

  /** The workers whose end date falls in a year (or with a document number), by end date. */
  async leavers(ex: Executor, filter: { year?: number; document?: string }): Promise<LeaverWorker[]> {
    const conditions = [isNotNull(workers.endDate)];
    if (filter.year !== undefined)
      conditions.push(sql`extract(year from ${workers.endDate}) = ${filter.year}`);
    if (filter.document !== undefined) conditions.push(eq(workers.documentNumber, filter.document));
    const rows = await ex
      .select({
        ...WORKER_EMPLOYMENT_COLUMNS,
        // The terms in force on the end date: the general regime's settlement reads them.
        terms: sql<
          string | null
        >`(select t.labour_regime || '|' || t.monthly_salary || '|' || t.family_allowance || '|' || t.eps
          from worker_terms t where t.worker_id = ${workers.id} and t.effective_from <= ${workers.endDate}
          order by t.effective_from desc limit 1)`,
      })
      .from(workers)
      .where(and(...conditions))
      .orderBy(asc(workers.endDate), asc(workers.id));
    return rows.map((r) => ({
      document: r.document,
      documentType: r.documentType,
      name: `${r.paternal} ${r.maternal}, ${r.names}`.replace(/\s+,/, ','),
      hireDate: r.hireDate,
      endDate: r.endDate!,
      ...generalTermsOf(r.terms),
    }));
  }

  /** The compressed traced result of the last computation or of the close. */
  async traced(ex: Executor, month: string, source: 'calculo' | 'cierre'): Promise<unknown> {
    const [row] = await ex
      .select({ result: source === 'cierre' ? payrollMonths.closedResult : payrollMonths.result })
      .from(payrollMonths)
      .where(eq(payrollMonths.month, month));
    return row?.result ? unpackJson(row.result) : null;
  }

  /** Creates the month's row (its first computation); false when another request created it first. */
  async insert(tx: Transaction, values: typeof payrollMonths.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(payrollMonths)
      .values(values)
      .onConflictDoNothing()
      .returning({ month: payrollMonths.month });
    return rows.length === 1;
  }

  /** Writes the changes when the version is still `version` (and bumps it); false otherwise. */
  async update(
    tx: Transaction,
    month: string,
    version: number,
    changes: PgUpdateSetSource<typeof payrollMonths>,
  ): Promise<boolean> {
    return updateVersionedRow(tx, payrollMonths, eq(payrollMonths.month, month), version, changes);
  }

  /** Closing: the last computation becomes the closed one. */
  closeColumns(): PgUpdateSetSource<typeof payrollMonths> {
    return {
      closedResult: sql`${payrollMonths.result}`,
      closedTotals: sql`${payrollMonths.totals}`,
      closedWorkerTotals: sql`${payrollMonths.workerTotals}`,
    };
  }

  /** Whether the month is closed, read FOR SHARE (a week created meanwhile waits for the close). */
  async isClosed(tx: Transaction, month: string, lock: boolean): Promise<boolean> {
    const query = tx
      .select({ state: payrollMonths.state })
      .from(payrollMonths)
      .where(eq(payrollMonths.month, month));
    const [row] = await (lock ? query.for('share') : query);
    return row?.state === 'cerrado';
  }
}

/** The general regime's terms of a leaver from 'regime|salary|familyAllowance|eps', or nothing for the crew. */
function generalTermsOf(text: string | null): Pick<LeaverWorker, 'general'> {
  const [regime, salary, family, eps] = (text ?? '').split('|');
  if (regime !== 'general') return {};
  return {
    general: { monthlySalary: salary ?? '0', familyAllowance: family === 'true', eps: eps === 'true' },
  };
}
