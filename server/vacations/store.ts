import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../src/domain/shared/paging';
import {
  isVacationKind,
  type VacationInput,
  type VacationPeriod,
  type VacationSort,
  type VacationWorker,
} from '../../src/domain/vacations/vacation';
import { containsPattern } from '../kit/http';
import type { Executor, Transaction } from '../db/database';
import { fishingWeeks, vacationPeriods, workers, workerTerms } from '../db/schema';
import type { WriteStamp } from '../kit/versioned-rows';
import { listedWorkerName, MappedWorkerRecordStore } from '../kit/worker-records';
import { WORKER_EMPLOYMENT_COLUMNS } from '../kit/worker-columns';

const periodOf = (r: typeof vacationPeriods.$inferSelect): VacationPeriod => ({
  id: r.id,
  workerId: r.workerId,
  start: r.startDate,
  end: r.endDate,
  days: r.days,
  note: r.note,
  kind: isVacationKind(r.kind) ? r.kind : 'vacaciones',
  version: r.version,
});

/** The stored columns of a period. */
const columnsOf = (input: VacationInput, days: number) => ({
  startDate: input.start,
  endDate: input.end,
  days,
  note: input.note,
  kind: input.kind ?? 'vacaciones',
});

const WORKER = {
  id: workers.id,
  ...WORKER_EMPLOYMENT_COLUMNS,
  active: workers.active,
};
const workerOf = (r: {
  id: number;
  documentType: string;
  document: string;
  paternal: string;
  maternal: string;
  names: string;
  hireDate: string;
  endDate: string | null;
  active: boolean;
}): VacationWorker => ({
  id: r.id,
  documentType: r.documentType,
  document: r.document,
  name: listedWorkerName(r.paternal, r.maternal, r.names),
  hireDate: r.hireDate,
  endDate: r.endDate,
  active: r.active,
});

export interface VacationListQuery {
  readonly q?: string;
  /** Inactive workers and those who left before `today` too. */
  readonly all: boolean;
  readonly today: string;
  readonly sort: VacationSort;
  readonly order: SortOrder;
  readonly page: number;
  readonly pageSize: number;
}

const fullName = sql`lower(${workers.paternalSurname} || ' ' || ${workers.maternalSurname} || ', ' || ${workers.names})`;
const takenDays = sql`coalesce((select sum(v.days) from ${vacationPeriods} v where v.worker_id = ${workers.id} and v.kind = 'vacaciones'), 0)`;

/** The vacation periods and the workers they belong to. */
export class VacationStore extends MappedWorkerRecordStore<typeof vacationPeriods, VacationPeriod> {
  constructor() {
    super(vacationPeriods, periodOf);
  }

  /** A page of workers (active and employed on `today`, or all) with the document or name searched. */
  async page(ex: Executor, query: VacationListQuery): Promise<{ rows: VacationWorker[]; total: number }> {
    const conditions: SQL[] = [];
    if (!query.all)
      conditions.push(
        sql`${workers.active} and (${workers.endDate} is null or ${workers.endDate} >= ${query.today}::date)`,
      );
    if (query.q?.trim()) {
      const pattern = containsPattern(query.q);
      conditions.push(sql`(lower(${workers.documentNumber}) like ${pattern} or ${fullName} like ${pattern})`);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    // Complete years on today (or on the end date when earlier), as `vacationBalance` counts them.
    const years = sql`greatest(0, extract(year from age(least(${query.today}::date, coalesce(${workers.endDate}, ${query.today}::date)), ${workers.hireDate})))`;
    const key: Record<VacationSort, SQL> = {
      document: sql`${workers.documentNumber}`,
      name: fullName,
      hireDate: sql`${workers.hireDate}`,
      taken: takenDays,
      pending: sql`(30 * ${years} - ${takenDays})`,
    };
    const by = query.order === 'desc' ? desc : asc;
    const rows = await ex
      .select(WORKER)
      .from(workers)
      .where(where)
      .orderBy(by(key[query.sort]), by(workers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await ex
      .select({ value: sql<number>`count(*)::int` })
      .from(workers)
      .where(where);
    return { rows: rows.map(workerOf), total: Number(count?.value ?? 0) };
  }

  /** The worker with that document number (any document type), or undefined. */
  async workerByDocument(ex: Executor, document: string): Promise<VacationWorker | undefined> {
    const [row] = await ex
      .select(WORKER)
      .from(workers)
      .where(eq(workers.documentNumber, document))
      .orderBy(asc(workers.id))
      .limit(1);
    return row ? workerOf(row) : undefined;
  }

  async workerById(ex: Executor, id: number): Promise<VacationWorker | undefined> {
    const [row] = await ex.select(WORKER).from(workers).where(eq(workers.id, id));
    return row ? workerOf(row) : undefined;
  }

  /** The worker, locked until the transaction ends: their periods cannot change meanwhile. */
  async lockWorker(tx: Transaction, id: number): Promise<VacationWorker | undefined> {
    const [row] = await tx.select(WORKER).from(workers).where(eq(workers.id, id)).for('update');
    return row ? workerOf(row) : undefined;
  }

  /** The periods of the workers, oldest first. */
  async ofWorkers(ex: Executor, workerIds: readonly number[], except?: number): Promise<VacationPeriod[]> {
    if (workerIds.length === 0) return [];
    const rows = await ex
      .select()
      .from(vacationPeriods)
      .where(
        and(
          inArray(vacationPeriods.workerId, [...workerIds]),
          except === undefined ? undefined : ne(vacationPeriods.id, except),
        ),
      )
      .orderBy(asc(vacationPeriods.startDate), asc(vacationPeriods.id));
    return rows.map(periodOf);
  }

  /**
   * The distinct days each of the workers worked, ascending: a day on board a vessel (crew grid) or of
   * land work, in any fishing week (docs/months.md "Récord vacacional").
   */
  /** Of the workers, those whose terms in force on `date` are of the general regime (land staff). */
  async salaried(ex: Executor, workerIds: readonly number[], date: string): Promise<Set<number>> {
    if (workerIds.length === 0) return new Set();
    const rows = await ex
      .select({ id: workerTerms.workerId, regime: workerTerms.labourRegime, from: workerTerms.effectiveFrom })
      .from(workerTerms)
      .where(inArray(workerTerms.workerId, [...workerIds]))
      .orderBy(asc(workerTerms.workerId), asc(workerTerms.effectiveFrom));
    const regime = new Map<number, string>();
    for (const r of rows) if (r.from <= date || !regime.has(r.id)) regime.set(r.id, r.regime);
    return new Set([...regime].filter(([, r]) => r === 'general').map(([id]) => id));
  }

  async workedDays(ex: Executor, workerIds: readonly number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>(workerIds.map((id) => [id, []]));
    if (workerIds.length === 0) return out;
    const ids = sql.join(
      workerIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = (await ex.execute(sql`
      select distinct d.worker_id, d.day from (
        select (e->>'workerId')::int as worker_id, e->>'date' as day
          from fishing_weeks w cross join lateral jsonb_array_elements(w.crew) e
        union all
        select (e->>'workerId')::int, e->>'date'
          from fishing_weeks w cross join lateral jsonb_array_elements(w.land_work) e
      ) d where d.worker_id in (${ids})
      order by d.worker_id, d.day`)) as { rows: { worker_id: number; day: string }[] };
    for (const row of result.rows) out.get(Number(row.worker_id))?.push(row.day);
    return out;
  }

  /** The first day the product holds attendance of: the earliest fishing week's start, or null. */
  async attendanceSince(ex: Executor): Promise<string | null> {
    const [row] = await ex
      .select({ value: sql<string | null>`min(${fishingWeeks.startDate})` })
      .from(fishingWeeks);
    return row?.value ?? null;
  }

  insert(
    tx: Transaction,
    workerId: number,
    input: VacationInput,
    days: number,
    who: WriteStamp,
  ): Promise<number> {
    return this.rows.insert(tx, { workerId, ...columnsOf(input, days) }, who);
  }

  update(
    tx: Transaction,
    id: number,
    version: number,
    input: VacationInput,
    days: number,
    who: WriteStamp,
  ): Promise<boolean> {
    return this.rows.update(tx, id, version, columnsOf(input, days), who);
  }
}
