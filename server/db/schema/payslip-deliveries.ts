import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryKind } from '../../../src/domain/payslip-deliveries/delivery';
import { bytes, calendarDate, identityId, timestampTz } from './columns';
import { fishingWeeks } from './fishing-weeks';
import { workerReference, workers } from './workers';

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
 * A document published to its worker: a week's payslip when the week closes; a month's payslip, a
 * leaver's settlement or a certificate of income and withholdings when the month closes (`kind`). When
 * it was published and is due, and what became of it (e-mailed, downloaded, printed by the office,
 * confirmed by the worker with their observation, address and browser). A period reopened and closed
 * again publishes anew: the earlier rows stay, superseded.
 */
export const payslipDeliveries = pgTable(
  'payslip_deliveries',
  {
    id: identityId(),
    /** 'semana', 'mes', 'liquidacion' or 'certificado' (DELIVERY_KINDS). */
    kind: text('kind').$type<DeliveryKind>().notNull().default('semana'),
    /** The week of a week's payslip (null for what a month published). */
    weekId: integer('week_id').references(() => fishingWeeks.id, { onDelete: 'cascade' }),
    /** The month ('YYYY-MM') whose close published it (null for a week's payslip). */
    month: text('month'),
    workerId: workerReference(),
    /** The worker's document number as the closed result names them. */
    document: text('document').notNull(),
    /** The net pay of the closed result, or the settlement's (S/); null for a certificate, or until resolved. */
    net: numeric('net', { precision: 12, scale: 2 }),
    /** The employer's legal name, resolved after the close commits (null until then). */
    employer: text('employer'),
    /** The period's close that published it: 1 the first; each close after a reopening adds one. */
    closing: integer('closing').notNull(),
    publishedAt: timestampTz('published_at').notNull(),
    /** The last day to deliver it; null when the law sets none (a certificate). */
    dueOn: calendarDate('due_on'),
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
    uniqueIndex('payslip_deliveries_month_kind_worker_closing_key').on(
      t.month,
      t.kind,
      t.workerId,
      t.closing,
    ),
    // A week's payslip names its week; anything else, the month that published it.
    check(
      'payslip_deliveries_period_check',
      sql`(${t.kind} = 'semana' and ${t.weekId} is not null and ${t.month} is null) or (${t.kind} in ('mes', 'liquidacion', 'certificado') and ${t.weekId} is null and ${t.month} is not null)`,
    ),
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
