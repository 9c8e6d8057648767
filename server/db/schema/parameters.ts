import { index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestampTz, calendarDate, identityId, requiredReference, tracked } from './columns';
import { fishingTypes, positions, vessels } from './catalogues';

/**
 * The payroll engine's date-effective parameters (UIT, RMV, rates, pension schemes…): one row per key
 * and effective date. The value is an unconstrained numeric, so it keeps the scale the law writes.
 */
export const payrollParameters = pgTable(
  'payroll_parameters',
  {
    id: identityId(),
    key: text('key').notNull(),
    effectiveFrom: calendarDate('effective_from').notNull(),
    effectiveTo: calendarDate('effective_to'),
    value: numeric('value').notNull(),
    unit: text('unit').notNull(),
    source: text('source').notNull(),
    confidence: text('confidence').notNull(),
    ...tracked(),
  },
  (t) => [unique('payroll_parameters_key_from_uq').on(t.key, t.effectiveFrom)],
);

/** Partes and specialty bonus per position, optionally per fishing type or vessel, from a date. */
export const specialtyPay = pgTable(
  'specialty_pay',
  {
    id: identityId(),
    positionId: requiredReference('position_id', () => positions.id, 'restrict'),
    fishingTypeId: integer('fishing_type_id').references(() => fishingTypes.id, { onDelete: 'restrict' }),
    vesselId: integer('vessel_id').references(() => vessels.id, { onDelete: 'restrict' }),
    effectiveFrom: calendarDate('effective_from').notNull(),
    shares: numeric('shares', { precision: 4, scale: 2 }).notNull(),
    bonus: numeric('bonus', { precision: 9, scale: 2 }).notNull().default('0'),
    source: text('source').notNull().default(''),
    ...tracked(),
  },
  (t) => [
    unique('specialty_pay_scope_from_uq')
      .on(t.positionId, t.fishingTypeId, t.vesselId, t.effectiveFrom)
      .nullsNotDistinct(),
    index('specialty_pay_position_idx').on(t.positionId),
    index('specialty_pay_vessel_idx').on(t.vesselId),
    index('specialty_pay_fishing_type_idx').on(t.fishingTypeId),
  ],
);

/** First-start seeds already applied (by name), so a row the user deleted does not come back. */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  seededAt: timestampTz('seeded_at').notNull(),
});
