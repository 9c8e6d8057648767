import { count, or, sql } from 'drizzle-orm';
import { inUseMessage } from '../../src/domain/shared/catalogue';
import type { ResultWorker } from '../../src/domain/shared/payslip';
import type { Executor } from '../db/database';
import { fishingWeeks } from '../db/schema';
import { unpackJson } from '../kit/json';

/** A catalogue record a week's grids name by id. */
export type WeekReference = 'vesselId' | 'speciesId' | 'plantId' | 'positionId' | 'workerId';

/** The grids (JSON lists of the week's row) whose rows carry each reference. */
const GRIDS: Readonly<
  Record<WeekReference, readonly ('prices' | 'landings' | 'crew' | 'landWork' | 'adjustments')[]>
> = {
  vesselId: ['landings', 'crew'],
  speciesId: ['prices', 'landings'],
  plantId: ['landings'],
  positionId: ['crew', 'landWork'],
  workerId: ['crew', 'landWork', 'adjustments'],
};

/** How many fishing weeks (of any state) name the record in any of their grids. */
export async function weeksNaming(ex: Executor, reference: WeekReference, id: number): Promise<number> {
  const probe = JSON.stringify([{ [reference]: id }]);
  const [row] = await ex
    .select({ value: count() })
    .from(fishingWeeks)
    .where(or(...GRIDS[reference].map((grid) => sql`${fishingWeeks[grid]} @> ${probe}::jsonb`)));
  return Number(row?.value ?? 0);
}

/**
 * Why a record named by fishing weeks cannot be deleted (the weeks keep what was paid, and a closed
 * week must recompute the same): the catalogues' "in use" message; undefined when no week names it.
 */
export async function weeksDeleteRefusal(
  ex: Executor,
  reference: WeekReference,
  id: number,
  what: string,
  gender: 'f' | 'm',
): Promise<string | undefined> {
  const weeks = await weeksNaming(ex, reference, id);
  return weeks === 0 ? undefined : inUseMessage(what, gender, weeks, 'semana de pesca', 'semanas de pesca');
}

/**
 * A catalogue's delete guard for records the weeks' grids name: refused while any week names the
 * record (`weeksDeleteRefusal`), `what` naming it in the message («la fábrica «Tasa Callao»»).
 */
export const weeksDeleteGuard = <E extends { id: number }>(
  reference: WeekReference,
  what: (record: E) => string,
  gender: 'f' | 'm',
) => ({
  delete: (ex: Executor, current: E) => weeksDeleteRefusal(ex, reference, current.id, what(current), gender),
});

/** A week's period and state, as `WEEK_PERIOD` reads them. */
export interface WeekPeriod {
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
  readonly month: string;
  readonly state: string;
}

/** A week's period and state, as the readers of its closed result (report, payslips) select them. */
export const WEEK_PERIOD = {
  year: fishingWeeks.year,
  number: fishingWeeks.number,
  start: fishingWeeks.startDate,
  end: fishingWeeks.endDate,
  month: fishingWeeks.month,
  state: fishingWeeks.state,
};

/** The workers of a week's stored closed result (`closedResult`); null when the week was never closed. */
export function closedResultWorkers(result: Buffer | null): ResultWorker[] | null {
  return result ? ((unpackJson(result) as { workers?: ResultWorker[] }).workers ?? []) : null;
}
