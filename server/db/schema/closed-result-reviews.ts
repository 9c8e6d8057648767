import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz, requiredReference, jsonList } from './columns';
import { fishingWeeks } from './fishing-weeks';

/**
 * The closed result review (docs/fishing-weeks.md): once per engine revision the server computes every
 * closed week again and keeps here the weeks whose stored closed result differs. A run is claimed with
 * an upsert (`claimed_until`, a lease), so two instances on one database never both review; a run
 * that ended (`finished_at`) is not done again for that revision.
 */
export const closedResultReviewRuns = pgTable('closed_result_review_runs', {
  revision: text('revision').primaryKey(),
  startedAt: timestampTz('started_at').notNull(),
  /** Until when the instance that started it holds it; a crashed run is taken over after it. */
  claimedUntil: timestampTz('claimed_until').notNull(),
  finishedAt: timestampTz('finished_at'),
  weeksChecked: integer('weeks_checked').notNull().default(0),
});

/**
 * A closed week the review could not confirm: `differs` (workers: the per-worker differences) or
 * `unreviewable` (reason). `closed_at` is the close it is about: a week reopened, or closed again, no
 * longer matches it and leaves the list.
 */
export const closedResultReviewFindings = pgTable(
  'closed_result_review_findings',
  {
    revision: text('revision').notNull(),
    weekId: requiredReference('week_id', () => fishingWeeks.id, 'cascade'),
    closedAt: timestampTz('closed_at').notNull(),
    kind: text('kind').notNull(),
    workers: jsonList('workers'),
    reason: text('reason').notNull().default(''),
    checkedAt: timestampTz('checked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revision, t.weekId] })],
);
