import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calendarDate, identityId, requiredReference, tracked } from './columns';
import { companies, positions } from './catalogues';

/** Workers (trabajador): identity, dates and bank account; the terms by date live in worker_terms. */
export const workers = pgTable(
  'workers',
  {
    id: identityId(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    paternalSurname: text('paternal_surname').notNull(),
    maternalSurname: text('maternal_surname').notNull().default(''),
    names: text('names').notNull(),
    birthDate: calendarDate('birth_date').notNull(),
    hireDate: calendarDate('hire_date').notNull(),
    endDate: calendarDate('end_date'),
    cuspp: text('cuspp').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    account: text('account').notNull().default(''),
    ctsBankCode: text('cts_bank_code').notNull().default(''),
    ctsAccount: text('cts_account').notNull().default(''),
    /** The account's own number at its bank (BCP pays it as type A); '' when only the CCI is known. */
    bankAccount: text('bank_account').notNull().default(''),
    /** T-Registro data (docs/filings.md): sex M/F, Table 9, Table 10, ubigeo, via name, Table 17. */
    sex: text('sex').notNull().default(''),
    education: text('education').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    ubigeo: text('ubigeo').notNull().default(''),
    address: text('address').notNull().default(''),
    endReason: text('end_reason').notNull().default(''),
    ...tracked(),
  },
  (t) => [
    uniqueIndex('workers_document_idx').on(t.documentType, t.documentNumber),
    index('workers_name_idx').on(
      sql`lower(${t.paternalSurname} || ' ' || ${t.maternalSurname} || ', ' || ${t.names})`,
      t.id,
    ),
    index('workers_document_number_idx').on(t.documentNumber),
    index('workers_hire_date_idx').on(t.hireDate, t.id),
  ],
);

/** The worker a record is of: a worker with records cannot be deleted. */
export const workerReference = () => requiredReference('worker_id', () => workers.id, 'restrict');

/**
 * The keys of a record kept under a worker (loans, vacation periods, court orders, income tax
 * declarations): its id and its worker.
 */
export const workerRecordKeys = () => ({
  id: identityId(),
  workerId: workerReference(),
});

/**
 * A worker's terms from a date on (position, pension scheme, union, EPS, family allowance): the row
 * in force on a day is the latest on or before it, so an old week recomputes with what was true then.
 */
export const workerTerms = pgTable(
  'worker_terms',
  {
    workerId: requiredReference('worker_id', () => workers.id, 'cascade'),
    effectiveFrom: calendarDate('effective_from').notNull(),
    positionId: requiredReference('position_id', () => positions.id, 'restrict'),
    pensionScheme: text('pension_scheme').notNull(),
    afp: text('afp'),
    commissionType: text('commission_type'),
    unionAffiliated: boolean('union_affiliated').notNull().default(false),
    eps: boolean('eps').notNull().default(false),
    familyAllowance: boolean('family_allowance').notNull().default(false),
    /** Labour regime (docs/workers.md): 'pesquero' (D.S. 014-2004-TR) or 'general' (D.Leg. 728). */
    labourRegime: text('labour_regime').notNull().default('pesquero'),
    /** Remuneración mensual (S/) of general-regime staff; 0 for the crew. */
    monthlySalary: numeric('monthly_salary', { precision: 10, scale: 2 }).notNull().default('0'),
    /**
     * «Empresa empleadora» (docs/workers.md): the company that employs the worker when no vessel says
     * so (land staff); null when none is stated.
     */
    employerCompanyId: integer('employer_company_id').references(() => companies.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.effectiveFrom] }),
    index('worker_terms_position_idx').on(t.positionId),
    index('worker_terms_employer_company_idx').on(t.employerCompanyId),
  ],
);
