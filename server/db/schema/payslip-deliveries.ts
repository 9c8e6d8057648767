import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes, calendarDate, identityId, requiredReference, timestampTz } from './columns';
import { fishingWeeks } from './fishing-weeks';
import { workers } from './workers';

// Electronic payslip delivery (server/payslip-deliveries, docs/payslip-deliveries.md).

/**
 * A worker's account in «Mis boletas»: the user pool's user (by its username key, lower case) who is
 * that worker. One account a worker, one worker an account.
 */
export const workerAccounts = pgTable(
  'worker_accounts',
  {
    workerId: integer('worker_id')
      .primaryKey()
      .references(() => workers.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** 'correo' (the pool e-mailed the invitation) or 'codigo' (the office printed a one-time code). */
    method: text('method').notNull(),
    /** The e-mail the invitation went to (published payslips are e-mailed there); null with a code. */
    email: text('email'),
    invitedAt: timestampTz('invited_at').notNull(),
    invitedBy: text('invited_by').notNull(),
  },
  (t) => [uniqueIndex('worker_accounts_username_key').on(t.username)],
);

/**
 * A payslip published to its worker when a week closes: when it was published and is due, and what
 * became of it (e-mailed, downloaded, printed by the office, confirmed by the worker with their
 * observation, address and browser). A week reopened and closed again publishes anew: the earlier
 * rows stay, superseded.
 */
export const payslipDeliveries = pgTable(
  'payslip_deliveries',
  {
    id: identityId(),
    weekId: requiredReference('week_id', () => fishingWeeks.id, 'cascade'),
    workerId: requiredReference('worker_id', () => workers.id, 'restrict'),
    /** The worker's document number as the closed result names them. */
    document: text('document').notNull(),
    /** The net pay of the closed result (S/). */
    net: numeric('net', { precision: 12, scale: 2 }).notNull(),
    /** The employer's legal name, resolved after the close commits (null until then). */
    employer: text('employer'),
    /** The week's close that published it: 1 the first; each close after a reopening adds one. */
    closing: integer('closing').notNull(),
    publishedAt: timestampTz('published_at').notNull(),
    dueOn: calendarDate('due_on').notNull(),
    emailedAt: timestampTz('emailed_at'),
    downloadedAt: timestampTz('downloaded_at'),
    printedAt: timestampTz('printed_at'),
    confirmedAt: timestampTz('confirmed_at'),
    confirmedBy: text('confirmed_by'),
    confirmedAddress: text('confirmed_address'),
    confirmedAgent: text('confirmed_agent'),
    observation: text('observation').notNull().default(''),
    supersededAt: timestampTz('superseded_at'),
  },
  (t) => [
    uniqueIndex('payslip_deliveries_week_worker_closing_key').on(t.weekId, t.workerId, t.closing),
    index('payslip_deliveries_worker_idx').on(t.workerId, t.publishedAt),
  ],
);

/**
 * The certificate payslips are signed with when none is configured (PAYSLIP_SIGNING_P12): a
 * self-signed one generated at first use, kept here so that every instance signs with the same one.
 */
export const payslipSigningCertificates = pgTable('payslip_signing_certificates', {
  id: text('id').primaryKey(),
  p12: bytes('p12').notNull(),
  password: text('password').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});
