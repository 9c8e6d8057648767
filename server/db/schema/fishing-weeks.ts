import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz, calendarDate, identityId, jsonList, compressedJson, versioned } from './columns';

/**
 * Fishing weeks (semana_de_pesca). Each grid (price list, landings, crew, land work, adjustments) is
 * saved whole by the screen, with the week's version: it is kept as one JSON list on the week's row,
 * so a save is one versioned update (and a week of 11,000 crew-days reads and writes in one row).
 * The last computation's result (compressed JSON) and totals are kept; closing copies them, with the parameters used,
 * to the closed_* columns, which a reopening keeps for the diff until the week is closed again.
 */
export const fishingWeeks = pgTable(
  'fishing_weeks',
  {
    id: identityId(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    month: text('month').notNull(),
    state: text('state').notNull().default('abierta'),
    prices: jsonList('prices'),
    landings: jsonList('landings'),
    crew: jsonList('crew'),
    landWork: jsonList('land_work'),
    adjustments: jsonList('adjustments'),
    landingCount: integer('landing_count').notNull().default(0),
    crewDays: integer('crew_days').notNull().default(0),
    /**
     * The last computation: its totals, the compute context it used (compressed ComputeContext: with
     * the grids it gives the traced result again, so the traced result is only built on demand and when
     * closing) and the workers' totals. `result` is the engine's traced JSON of computations stored
     * before the context was kept.
     */
    totals: jsonb('totals'),
    context: compressedJson('context'),
    result: compressedJson('result'),
    workerTotals: jsonb('worker_totals'),
    /** What the close stored: the result, the parameters it used, the workers' totals. */
    closedResult: compressedJson('closed_result'),
    closedParameters: jsonb('closed_parameters'),
    closedWorkerTotals: jsonb('closed_worker_totals'),
    closedTotals: jsonb('closed_totals'),
    closedAt: timestampTz('closed_at'),
    closedBy: text('closed_by'),
    /** Every reopening: who, when and why. */
    reopenings: jsonList('reopenings'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('fishing_weeks_year_number_idx').on(t.year, t.number),
    index('fishing_weeks_start_idx').on(t.startDate, t.id),
    index('fishing_weeks_month_state_idx').on(t.month, t.state),
  ],
);
