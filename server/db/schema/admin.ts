import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * The product's copy of the user pool's users (server/admin), so that listing, searching, sorting and
 * paging thousands of users is one SQL query instead of a scan of the pool. Kept in sync on every
 * administrative write and reconciled from the pool's ListUsers (at start, periodically, on demand).
 * The pool stays the source of truth for credentials and state; roles live in access_user_roles.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    /** lower(username), the same key as access_user_roles.username_key. */
    usernameKey: text('username_key').primaryKey(),
    username: text('username').notNull(),
    sub: text('sub').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** The pool's UserStatus (CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED, UNCONFIRMED…). */
    status: text('status').notNull(),
    lastSignInAt: timestampTz('last_sign_in_at'),
    /** The sign-in session (`origin_jti`) last seen at the API, so each sign-in is recorded once. */
    lastSessionId: text('last_session_id'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    syncedAt: timestampTz('synced_at').notNull(),
    /** Optimistic concurrency of the editable fields (name, e-mail, roles, enabled). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('admin_users_name_idx').on(sql`lower(${t.name})`, t.usernameKey),
    index('admin_users_email_idx').on(sql`lower(${t.email})`, t.usernameKey),
    index('admin_users_created_idx').on(t.createdAt, t.usernameKey),
    index('admin_users_last_sign_in_idx').on(t.lastSignInAt, t.usernameKey),
  ],
);
