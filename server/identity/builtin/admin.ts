import { and, asc, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import { identityGroups, identityUserGroups, identityUsers } from '../../db/schema';
import {
  PoolAdminError,
  type CreatePoolUser,
  type PoolAdminErrorCode,
  type PoolGroup,
  type PoolUser,
  type UserPage,
  type UserPoolAdministration,
} from '../admin-port';
import type { CodeService } from './codes';
import type { PoolCore, UserRow } from './core';
import { CognitoError } from './errors';
import { checkPasswordPolicy, checkPasswordShape, generatePassword } from './passwords';
import { addToGroup, checkEmail, insertUser } from './users';

const USERNAME = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;
const PAGE_MAX = 60;

/** Runs an operation, turning the pool's Cognito errors into PoolAdminError. */
async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CognitoError)
      throw new PoolAdminError(error.type as PoolAdminErrorCode, error.message);
    throw error;
  }
}

const notFound = () => new PoolAdminError('UserNotFoundException', 'User does not exist.');

/** The administrative port over the built-in pool (the server's user and role screens use it). */
export class BuiltinPoolAdministration implements UserPoolAdministration {
  constructor(
    private readonly core: PoolCore,
    private readonly codes: CodeService,
  ) {}

  private async require(username: string): Promise<UserRow> {
    const user = await this.core.findUser(username);
    if (!user) throw notFound();
    return user;
  }

  private async toPoolUser(user: UserRow, groups?: readonly string[]): Promise<PoolUser> {
    return {
      username: user.username,
      sub: user.sub,
      ...(user.email !== null ? { email: user.email } : {}),
      ...(user.name !== null ? { name: user.name } : {}),
      enabled: user.enabled,
      status: user.status,
      groups: groups ?? (await this.core.groupsOf(user.sub)),
      createdAt: user.createdAt,
      ...(user.lastSignInAt ? { lastSignInAt: user.lastSignInAt } : {}),
    };
  }

  createUser(input: CreatePoolUser): Promise<PoolUser> {
    return mapped(async () => {
      const core = this.core;
      if (!USERNAME.test(input.username))
        throw new PoolAdminError('InvalidParameterException', 'Invalid username.');
      if (input.email !== undefined) checkEmail(input.email);
      else if (input.sendInvitation !== false)
        throw new PoolAdminError('InvalidParameterException', 'An invitation needs an email address.');
      const temporary = input.temporaryPassword ?? generatePassword(core.settings.passwordPolicy);
      checkPasswordShape(temporary, 'temporaryPassword');
      checkPasswordPolicy(temporary, core.settings.passwordPolicy);
      const hash = await core.hasher.hash(temporary);
      const days = core.settings.temporaryPasswordDays;
      const user = await insertUser(core, core.db, {
        username: input.username,
        email: input.email ?? null,
        emailVerified: input.email !== undefined,
        name: input.name,
        passwordHash: hash,
        status: 'FORCE_CHANGE_PASSWORD',
        temporaryPasswordExpiresAt: new Date(core.now().getTime() + days * 86_400_000),
      });
      if (input.sendInvitation !== false && input.email !== undefined) {
        await this.codes.deliver(user, input.email, 'TEMPORARY_PASSWORD', temporary, days * 24 * 60);
      }
      return this.toPoolUser(user, []);
    });
  }

  async getUser(username: string): Promise<PoolUser | undefined> {
    const user = await this.core.findUser(username);
    return user ? this.toPoolUser(user) : undefined;
  }

  updateAttributes(
    username: string,
    attributes: { readonly email?: string; readonly name?: string },
  ): Promise<void> {
    return mapped(async () => {
      const user = await this.require(username);
      if (attributes.email !== undefined) checkEmail(attributes.email);
      await this.core.db
        .update(identityUsers)
        .set({
          ...(attributes.email !== undefined ? { email: attributes.email, emailVerified: true } : {}),
          ...(attributes.name !== undefined ? { name: attributes.name } : {}),
          updatedAt: this.core.now(),
        })
        .where(eq(identityUsers.sub, user.sub));
    });
  }

  async disableUser(username: string): Promise<void> {
    const user = await this.require(username);
    await this.core.db.transaction(async (tx) => {
      await tx
        .update(identityUsers)
        .set({ enabled: false, updatedAt: this.core.now() })
        .where(eq(identityUsers.sub, user.sub));
      await this.core.revokeAllSessions(user.sub, tx);
    });
    this.core.forgetUserSessions(user.sub);
  }

  async enableUser(username: string): Promise<void> {
    const user = await this.require(username);
    await this.core.db
      .update(identityUsers)
      .set({ enabled: true, updatedAt: this.core.now() })
      .where(eq(identityUsers.sub, user.sub));
  }

  resetPassword(username: string): Promise<void> {
    return mapped(async () => {
      const user = await this.require(username);
      const delivery = await this.core.db.transaction(async (tx) => {
        await tx
          .update(identityUsers)
          .set({ status: 'RESET_REQUIRED', updatedAt: this.core.now() })
          .where(eq(identityUsers.sub, user.sub));
        await this.core.revokeAllSessions(user.sub, tx);
        return this.codes.create(tx, user, 'FORGOT_PASSWORD');
      });
      this.core.forgetUserSessions(user.sub);
      await delivery.deliver();
    });
  }

  async addToGroup(username: string, group: string): Promise<void> {
    if (group.length === 0 || group.length > 128) {
      throw new PoolAdminError('InvalidParameterException', 'Invalid group name.');
    }
    const user = await this.require(username);
    await this.core.db.transaction((tx) => addToGroup(this.core, tx, user.sub, group));
  }

  async removeFromGroup(username: string, group: string): Promise<void> {
    const user = await this.require(username);
    await this.core.db
      .delete(identityUserGroups)
      .where(and(eq(identityUserGroups.userSub, user.sub), eq(identityUserGroups.groupName, group)));
  }

  async listUsers(options: {
    readonly filter?: string;
    readonly limit?: number;
    readonly nextToken?: string;
  }): Promise<UserPage> {
    const limit = Math.min(Math.max(options.limit ?? PAGE_MAX, 1), PAGE_MAX);
    let after: string | undefined;
    if (options.nextToken) {
      after = Buffer.from(options.nextToken, 'base64url').toString('utf8');
      if (!after) throw new PoolAdminError('InvalidParameterException', 'Invalid pagination token.');
    }
    const conditions = [];
    if (after) conditions.push(gt(identityUsers.usernameKey, after));
    const filter = options.filter?.trim();
    if (filter) {
      const pattern = `${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(identityUsers.username, pattern),
          ilike(identityUsers.email, pattern),
          ilike(identityUsers.name, pattern),
        ),
      );
    }
    const rows = await this.core.db
      .select()
      .from(identityUsers)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(asc(identityUsers.usernameKey))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const memberships =
      page.length === 0
        ? []
        : await this.core.db
            .select()
            .from(identityUserGroups)
            .where(
              inArray(
                identityUserGroups.userSub,
                page.map((u) => u.sub),
              ),
            )
            .orderBy(asc(identityUserGroups.groupName));
    const users = await Promise.all(
      page.map((u) =>
        this.toPoolUser(
          u,
          memberships.filter((m) => m.userSub === u.sub).map((m) => m.groupName),
        ),
      ),
    );
    const last = page[page.length - 1];
    return {
      users,
      ...(rows.length > limit && last
        ? { nextToken: Buffer.from(last.usernameKey).toString('base64url') }
        : {}),
    };
  }

  setPassword(username: string, password: string, permanent: boolean): Promise<void> {
    return mapped(async () => {
      const user = await this.require(username);
      checkPasswordShape(password);
      checkPasswordPolicy(password, this.core.settings.passwordPolicy);
      const hash = await this.core.hasher.hash(password);
      const days = this.core.settings.temporaryPasswordDays;
      await this.core.db
        .update(identityUsers)
        .set({
          passwordHash: hash,
          status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
          temporaryPasswordExpiresAt: permanent
            ? null
            : new Date(this.core.now().getTime() + days * 86_400_000),
          failedSignIns: 0,
          lockedUntil: null,
          updatedAt: this.core.now(),
        })
        .where(eq(identityUsers.sub, user.sub));
    });
  }

  async signOut(username: string): Promise<void> {
    const user = await this.require(username);
    await this.core.revokeAllSessions(user.sub);
  }

  async deleteUser(username: string): Promise<void> {
    const user = await this.require(username);
    await this.core.db.delete(identityUsers).where(eq(identityUsers.sub, user.sub));
    this.core.forgetUserSessions(user.sub);
  }

  async listGroups(): Promise<readonly PoolGroup[]> {
    const rows = await this.core.db.select().from(identityGroups).orderBy(asc(identityGroups.name));
    return rows.map((g) => ({ name: g.name, ...(g.description ? { description: g.description } : {}) }));
  }
}
