import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, versioned } from './columns';
import { workerRecordKeys } from './workers';

/**
 * Periods of vacation rest taken (descanso vacacional, docs/months.md): the worker, the first and last
 * day (both included) and their calendar days. The days earned and pending are never stored: the domain's
 * `vacationBalance` derives them from the hire date and these periods.
 */
export const vacationPeriods = pgTable(
  'vacation_periods',
  {
    ...workerRecordKeys(),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    days: integer('days').notNull(),
    note: text('note').notNull().default(''),
    /**
     * 'vacaciones' (rest taken) or 'inasistencia' (an unjustified absence of land staff: not a day worked
     * for the récord vacacional, D.Leg. 713 art. 10; not rest taken).
     */
    kind: text('kind').notNull().default('vacaciones'),
    ...versioned(),
  },
  (t) => [index('vacation_periods_worker_idx').on(t.workerId, t.startDate)],
);
