import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import { identityGroups, identityUserGroups, identityUsers } from '../../db/schema';
import type { PoolCore, UserRow } from './core';
import { Errors } from './errors';

/** Whether a database error is a unique-key violation (a concurrent insert of the same username). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): void {
  if (email.length > 254 || !EMAIL.test(email))
    throw Errors.invalidParameter('Invalid email address format.');
}

export interface NewUser {
  readonly username: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly passwordHash: string;
  readonly status: 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';
  readonly temporaryPasswordExpiresAt?: Date | null;
  readonly emailSignInCode?: boolean | null;
}

/** Inserts a user (UsernameExistsException when the username is taken, whatever its case). */
export async function insertUser(core: PoolCore, exec: Executor, user: NewUser): Promise<UserRow> {
  const now = core.now();
  try {
    const [row] = await exec
      .insert(identityUsers)
      .values({
        sub: randomUUID(),
        username: user.username,
        usernameKey: user.username.toLowerCase(),
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        passwordHash: user.passwordHash,
        status: user.status,
        temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt ?? null,
        emailSignInCode: user.emailSignInCode ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row as UserRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw Errors.userExists();
    throw error;
  }
}

/** Adds a user to a group, creating the group on first use. */
export async function addToGroup(
  core: PoolCore,
  exec: Executor,
  userSub: string,
  group: string,
): Promise<void> {
  const now = core.now();
  await exec.insert(identityGroups).values({ name: group, createdAt: now }).onConflictDoNothing();
  await exec
    .insert(identityUserGroups)
    .values({ userSub, groupName: group, createdAt: now })
    .onConflictDoNothing();
}

/** Cognito's attribute list of a user (GetUser, AdminGetUser). */
export function userAttributes(user: UserRow): { Name: string; Value: string }[] {
  const list = [{ Name: 'sub', Value: user.sub }];
  if (user.email !== null) {
    list.push({ Name: 'email', Value: user.email });
    list.push({ Name: 'email_verified', Value: String(user.emailVerified) });
  }
  if (user.name !== null) list.push({ Name: 'name', Value: user.name });
  return list;
}

/** The attributes a client may write: `name` and `email`; anything else is Cognito's schema error. */
export function writableAttributes(attributes: readonly { Name: string; Value?: string }[]): {
  email?: string;
  name?: string;
} {
  const result: { email?: string; name?: string } = {};
  for (const { Name, Value } of attributes) {
    if (Name === 'email') {
      checkEmail(Value ?? '');
      result.email = Value ?? '';
    } else if (Name === 'name') {
      if ((Value ?? '').length > 2048)
        throw Errors.invalidParameter('Attributes did not conform to the schema: name');
      result.name = Value ?? '';
    } else if (Name === 'sub' || Name === 'email_verified') {
      throw Errors.invalidParameter(`Cannot modify an attribute: ${Name}`);
    } else {
      throw Errors.invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
      );
    }
  }
  return result;
}
