import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A large JSON document kept gzip-compressed (bytea): a large week's traced result is about 7 MB of
 * JSON, about 260 kB compressed, and writing it as jsonb took seconds.
 */
const compressedJson = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    month: text('month').notNull(),
    state: text('state').notNull().default('abierta'),
    prices: jsonb('prices')
      .notNull()
      .default(sql`'[]'::jsonb`),
    landings: jsonb('landings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    crew: jsonb('crew')
      .notNull()
      .default(sql`'[]'::jsonb`),
    landWork: jsonb('land_work')
      .notNull()
      .default(sql`'[]'::jsonb`),
    adjustments: jsonb('adjustments')
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    /** Every reopening: who, when and why. */
    reopenings: jsonb('reopenings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('fishing_weeks_year_number_idx').on(t.year, t.number),
    index('fishing_weeks_start_idx').on(t.startDate, t.id),
    index('fishing_weeks_month_state_idx').on(t.month, t.state),
  ],
);
