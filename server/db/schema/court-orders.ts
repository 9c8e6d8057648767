import { boolean, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, versioned } from './columns';
import { workerRecordKeys } from './workers';

/**
 * Court orders (órdenes judiciales, docs/court-orders.md): a court orders part of a worker's pay withheld
 * and paid to a beneficiary. `kind` is a COURT_ORDER_KINDS value, `basis` a COURT_ORDER_BASES value
 * (src/domain/court-orders/court-order.ts), parsed when read; `percent` is set for 'porcentaje',
 * `amount` for the fixed bases. What each week withheld is the engine's result, never stored here.
 */
export const courtOrders = pgTable(
  'court_orders',
  {
    ...workerRecordKeys(),
    caseNumber: text('case_number').notNull(),
    court: text('court').notNull(),
    kind: text('kind').notNull(),
    basis: text('basis').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: numeric('amount', { precision: 11, scale: 2 }),
    reachesBonus: boolean('reaches_bonus').notNull(),
    reachesCts: boolean('reaches_cts').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryDocumentType: text('beneficiary_document_type').notNull(),
    beneficiaryDocumentNumber: text('beneficiary_document_number').notNull(),
    beneficiaryCci: text('beneficiary_cci').notNull(),
    startsOn: calendarDate('starts_on').notNull(),
    endsOn: calendarDate('ends_on'),
    ...versioned(),
  },
  (t) => [index('court_orders_worker_idx').on(t.workerId)],
);
