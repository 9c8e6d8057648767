import { pgTable, text } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

/**
 * The mapping of the payroll's line concepts to SUNAT Table 22 codes that the PLAME `.rem` file uses
 * (docs/filings.md): seeded from the defaults at first start, editable by the office (sources disagree).
 * `concept` is an engine concept, optionally qualified by a pension scheme ('pensionContribution:ONP').
 */
export const filingConceptCodes = pgTable('filing_concept_codes', {
  concept: text('concept').primaryKey(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  kind: text('kind').notNull(),
  ...versioned(),
});
