import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { calendarDate, identityId, requiredReference, tracked } from './columns';

/** Companies of the group (empresa). */
export const companies = pgTable(
  'companies',
  {
    id: identityId(),
    ruc: text('ruc').notNull().unique(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull().default(''),
    vesselOwner: boolean('vessel_owner').notNull().default(false),
    ...tracked(),
  },
  (t) => [index('companies_legal_name_idx').on(sql`lower(${t.legalName})`, t.id)],
);

/** Plants that buy the catch (fabrica). */
export const plants = pgTable(
  'plants',
  {
    id: identityId(),
    ruc: text('ruc').notNull().unique(),
    name: text('name').notNull(),
    port: text('port').notNull().default(''),
    ...tracked(),
  },
  (t) => [index('plants_name_idx').on(sql`lower(${t.name})`, t.id)],
);

/** Fishing types (tipo_de_pesca): CHI, CHD. */
export const fishingTypes = pgTable('fishing_types', {
  id: identityId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...tracked(),
});

/** Species landed (especie), each of one fishing type. */
export const species = pgTable(
  'species',
  {
    id: identityId(),
    code: text('code').notNull().unique(),
    commonName: text('common_name').notNull(),
    scientificName: text('scientific_name').notNull().default(''),
    fishingTypeId: requiredReference('fishing_type_id', () => fishingTypes.id, 'restrict'),
    ...tracked(),
  },
  (t) => [index('species_fishing_type_idx').on(t.fishingTypeId)],
);

/**
 * Positions (cargo), with their land-work daily rate. Their partes live in specialty_pay (pago por
 * especialidad), date-effective: migration 0018 moved the former default partes there.
 */
export const positions = pgTable('positions', {
  id: identityId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /**
   * The position's code in the PLAME `.sec` file (SUNAT Anexo 3, E28): '1' patrón … '7' otra actividad;
   * null for positions that are not fishermen's. Refused on entry when not 1–7; a value stored before
   * the rule is kept and listed by the filing.
   */
  secCode: text('sec_code'),
  landDailyRate: numeric('land_daily_rate', { precision: 7, scale: 2 }).notNull(),
  fixedPay: boolean('fixed_pay').notNull().default(false),
  ...tracked(),
});

/** Vessels (embarcacion), owned by a company. */
export const vessels = pgTable(
  'vessels',
  {
    id: identityId(),
    registration: text('registration').notNull().unique(),
    name: text('name').notNull(),
    companyId: requiredReference('company_id', () => companies.id, 'restrict'),
    holdCapacityM3: numeric('hold_capacity_m3', { precision: 6, scale: 2 }).notNull(),
    unionAffiliated: boolean('union_affiliated').notNull().default(false),
    ...tracked(),
  },
  (t) => [
    index('vessels_company_idx').on(t.companyId),
    index('vessels_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** A vessel's crew share percentage from a date on (effective-dated history). */
export const vesselShares = pgTable(
  'vessel_shares',
  {
    vesselId: requiredReference('vessel_id', () => vessels.id, 'cascade'),
    effectiveFrom: calendarDate('effective_from').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vesselId, t.effectiveFrom] })],
);
