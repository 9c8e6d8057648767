import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

// The built-in user pool (server/identity). Secrets are never stored in plain text: passwords are
// argon2id hashes, codes are HMAC-SHA-256 digests, refresh tokens, challenge sessions and authorization
// codes are SHA-256 digests of 256+ bit random values.

const timestamps = {
  createdAt: timestampTz('created_at').notNull(),
};

/** When a session, code or token was issued and until when it can be used. */
const issued = {
  ...timestamps,
  expiresAt: timestampTz('expires_at').notNull(),
};

/** The user a row belongs to: deleting the user deletes the row. */
const userOfThePool = () =>
  uuid('user_sub')
    .notNull()
    .references(() => identityUsers.sub, { onDelete: 'cascade' });

/** A user of the pool; `sub` is the immutable id, `username` as created (sign-in is case-insensitive). */
export const identityUsers = pgTable(
  'identity_users',
  {
    sub: uuid('sub').primaryKey(),
    username: text('username').notNull(),
    /** lower(username): the case-insensitive unique key. */
    usernameKey: text('username_key').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** Cognito's UserStatus: UNCONFIRMED, CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED. */
    status: text('status').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Until when a temporary password (FORCE_CHANGE_PASSWORD) can be used. */
    temporaryPasswordExpiresAt: timestampTz('temporary_password_expires_at'),
    /** The e-mailed sign-in code (CUSTOM_CHALLENGE): null follows the pool's setting. */
    emailSignInCode: boolean('email_sign_in_code'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpVerified: boolean('totp_verified').notNull().default(false),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Last accepted TOTP time step, so a code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    ...timestamps,
    updatedAt: timestampTz('updated_at').notNull(),
    lastSignInAt: timestampTz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('identity_users_username_key').on(t.usernameKey),
    index('identity_users_email').on(t.email),
  ],
);

export const identityGroups = pgTable('identity_groups', {
  name: text('name').primaryKey(),
  description: text('description'),
  precedence: integer('precedence'),
  ...timestamps,
});

export const identityUserGroups = pgTable(
  'identity_user_groups',
  {
    userSub: userOfThePool(),
    groupName: text('group_name')
      .notNull()
      .references(() => identityGroups.name, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userSub, t.groupName] })],
);

/**
 * A sign-in session: its id is the `origin_jti` of every token issued from it; the refresh token is
 * stored as a SHA-256 digest. Revoking it (RevokeToken, GlobalSignOut) stops its access tokens at the API.
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuid('id').primaryKey(),
    userSub: userOfThePool(),
    clientId: text('client_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    scope: text('scope').notNull(),
    deviceKey: text('device_key'),
    authTime: timestampTz('auth_time').notNull(),
    ...issued,
    lastUsedAt: timestampTz('last_used_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    uniqueIndex('identity_sessions_refresh_token').on(t.refreshTokenHash),
    index('identity_sessions_user').on(t.userSub),
  ],
);

/** One outstanding code per user and purpose (a new code replaces the previous one). */
export const identityCodes = pgTable(
  'identity_codes',
  {
    userSub: userOfThePool(),
    /** SIGN_UP, FORGOT_PASSWORD, VERIFY_EMAIL. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ...issued,
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.userSub, t.purpose] })],
);

/** The `Session` of a sign-in between challenges (NEW_PASSWORD_REQUIRED, CUSTOM_CHALLENGE, MFA). */
export const identityAuthSessions = pgTable(
  'identity_auth_sessions',
  {
    /** SHA-256 of the opaque Session value. */
    id: text('id').primaryKey(),
    userSub: userOfThePool(),
    clientId: text('client_id').notNull(),
    challenge: text('challenge').notNull(),
    /** HMAC of the e-mailed sign-in code (CUSTOM_CHALLENGE). */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    state: jsonb('state')
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...issued,
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [index('identity_auth_sessions_user').on(t.userSub)],
);

export const identityDevices = pgTable(
  'identity_devices',
  {
    deviceKey: text('device_key').primaryKey(),
    userSub: userOfThePool(),
    deviceGroupKey: text('device_group_key').notNull(),
    name: text('name'),
    confirmed: boolean('confirmed').notNull().default(false),
    remembered: boolean('remembered').notNull().default(false),
    passwordVerifier: text('password_verifier'),
    salt: text('salt'),
    lastIp: text('last_ip'),
    ...timestamps,
    updatedAt: timestampTz('updated_at').notNull(),
    lastAuthenticatedAt: timestampTz('last_authenticated_at'),
  },
  (t) => [index('identity_devices_user').on(t.userSub, t.createdAt)],
);

/** OAuth 2.0 authorization codes of the hosted login (PKCE S256), single-use, short-lived. */
export const identityAuthorizationCodes = pgTable('identity_authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userSub: userOfThePool(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  scope: text('scope').notNull(),
  nonce: text('nonce'),
  authTime: timestampTz('auth_time').notNull(),
  ...issued,
  consumedAt: timestampTz('consumed_at'),
});

/** The pool's token signing keys (RS256), generated at first start; the JWKS publishes the public halves. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  ...timestamps,
  retiredAt: timestampTz('retired_at'),
});

/** Pool-wide secrets and markers (the code HMAC key, the hosted-login form key, first-start facts). */
export const identityState = pgTable('identity_state', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/** Fixed-window counters of the rate limits (per user, per IP address), shared by every instance. */
export const identityRateCounters = pgTable('identity_rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestampTz('window_start').notNull(),
  count: integer('count').notNull(),
});
