import {
  cleanNewUser,
  cleanUserEdit,
  USER_MESSAGES,
  validateNewUser,
  validateUserEdit,
  type NewUserInput,
  type UserEditInput,
} from '../../src/domain/admin/user';
import { usernameKey } from '../access/store';
import type { AuditAction } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import type { CreatePoolUser, PoolUser, UserPoolAdministration } from '../identity/admin-port';
import { changeVersioned, createAudited, writeAudited, type AuditActor } from '../kit/versioned';
import { notFound, staleUpdate, validationFailed } from '../kit/errors';
import { assertValid, conflict } from '../kit/http';
import { inPool } from './pool-errors';
import type { RoleStore } from './role-store';
import type { UserSync } from './user-sync';
import type { UserQuery, UserRecord, UserStore } from './user-store';

/** A change of a user's roles, as the grant policy judges it (nobody gains permissions through roles). */
export interface UserRolesChange {
  readonly username: string;
  readonly newUser?: boolean;
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/** Refuses (throws) a role assignment the caller may not make; given by the route (it knows the caller). */
export type CheckUserRoles = (change: UserRolesChange) => Promise<void>;

/** What the audit trail keeps of a user. */
const audited = (u: UserRecord) => ({
  username: u.username,
  name: u.name,
  email: u.email,
  enabled: u.enabled,
  status: u.status,
  roles: u.roles.map((r) => r.name),
});

/**
 * Users (module 'usuario'): the list from the product's copy (admin_users, paged in SQL); creation,
 * edition, disabling, enabling and password resets through the user pool's administrative port
 * (built-in pool or real Cognito), then the copy, the roles and the audit trail in one transaction.
 */
export class UserService {
  constructor(
    private readonly context: ServerContext,
    private readonly pool: UserPoolAdministration,
    private readonly roles: RoleStore,
    private readonly users: UserStore,
    private readonly sync: UserSync,
  ) {}

  list(query: UserQuery) {
    return this.users.list(query);
  }

  roleOptions() {
    return this.roles.options();
  }

  get(username: string): Promise<UserRecord> {
    return this.current(username, undefined);
  }

  synchronize() {
    return inPool(() => this.sync.run());
  }

  private async checkRoles(roleIds: readonly number[]): Promise<void> {
    const found = await this.roles.existing(roleIds);
    if (roleIds.some((id) => !found.has(id))) {
      throw validationFailed([{ field: 'roleIds', message: USER_MESSAGES.unknownRole }]);
    }
  }

  /** Reads the user from the pool after a change (its answer is what the copy records). */
  private async fromPool(username: string): Promise<PoolUser> {
    const user = await inPool(() => this.pool.getUser(username));
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  /**
   * The current copy, checked against the version the client read (404 / 409). A user the pool has
   * but the copy does not yet (created elsewhere, not reconciled yet) is copied now.
   */
  private async current(username: string, version: number | undefined): Promise<UserRecord> {
    const { db, clock } = this.context;
    let user = await this.users.get(username);
    if (!user) {
      const pooled = await inPool(() => this.pool.getUser(username));
      if (!pooled) throw notFound(USER_MESSAGES.notFound);
      await db.transaction((tx) => this.users.upsertFromPool(tx, [pooled], clock.now()));
      user = await this.users.get(username);
      if (!user) throw notFound(USER_MESSAGES.notFound);
    }
    if (version !== undefined && user.version !== version) throw staleUpdate();
    return user;
  }

  /** The copy as read inside a transaction, after a write. */
  private async written(username: string, tx: Parameters<UserStore['get']>[1]): Promise<UserRecord> {
    const user = await this.users.get(username, tx);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  async create(
    body: NewUserInput,
    actor: AuditActor,
    checkRoles: CheckUserRoles,
    onUndoFailed: (error: unknown, username: string) => void,
  ): Promise<UserRecord> {
    assertValid(validateNewUser(body));
    const input = cleanNewUser(body);
    await this.checkRoles(input.roleIds);
    await checkRoles({ username: input.username, newUser: true, before: [], after: input.roleIds });
    // A generated password is only known to the pool: it must be e-mailed.
    const sendInvitation = !input.temporaryPassword || body.sendInvitation !== false;
    return this.createAccount(
      {
        username: input.username,
        name: input.name,
        email: input.email,
        ...(input.temporaryPassword ? { temporaryPassword: input.temporaryPassword } : {}),
        sendInvitation,
      },
      input.roleIds,
      actor,
      onUndoFailed,
    );
  }

  /**
   * A worker's account in «Mis boletas» (server/payslip-deliveries): the pool's user, its copy, the
   * worker role and what the caller records of the worker (`also`) in one audited transaction. The
   * role is the product's own (the route checks the caller may invite workers), so the grant policy
   * of the users screen does not apply. Without e-mail the office hands the temporary password over.
   */
  createWorkerAccount(
    account: CreatePoolUser,
    roleId: number,
    actor: AuditActor,
    also: (tx: Transaction) => Promise<void>,
    onUndoFailed: (error: unknown, username: string) => void,
  ): Promise<UserRecord> {
    return this.createAccount(account, [roleId], actor, onUndoFailed, also);
  }

  /** Creates the user in the pool, then its copy, roles and audit record; undone in the pool on failure. */
  private async createAccount(
    account: CreatePoolUser,
    roleIds: readonly number[],
    actor: AuditActor,
    onUndoFailed: (error: unknown, username: string) => void,
    also?: (tx: Transaction) => Promise<void>,
  ): Promise<UserRecord> {
    const created = await inPool(() => this.pool.createUser(account));
    const { db, clock } = this.context;
    try {
      await createAudited<string>(db, clock, {
        entity: 'usuario',
        actor,
        insert: async (tx) => {
          await this.users.upsertFromPool(tx, [created], clock.now());
          await this.roles.setUserRoles(tx, created.username, roleIds, actor.actorUsername, clock.now());
          await also?.(tx);
          return created.username;
        },
        afterOf: async (tx, username) => ({
          ...audited(await this.written(username, tx)),
          invitationSent: account.sendInvitation !== false,
        }),
      });
    } catch (error) {
      // Nothing of the user is recorded: take the account out of the pool again.
      await this.pool.deleteUser(created.username).catch((e: unknown) => onUndoFailed(e, created.username));
      throw error;
    }
    return this.current(created.username, undefined);
  }

  async update(
    username: string,
    version: number,
    body: UserEditInput,
    actor: AuditActor,
    checkRoles: CheckUserRoles,
  ): Promise<UserRecord> {
    assertValid(validateUserEdit(body));
    const input = cleanUserEdit(body);
    const before = await this.current(username, version);
    await this.checkRoles(input.roleIds);
    await checkRoles({ username, before: before.roles.map((r) => r.id), after: input.roleIds });
    const attributes = {
      ...(input.name !== before.name ? { name: input.name } : {}),
      ...(input.email !== before.email ? { email: input.email } : {}),
    };
    const changesPool = Object.keys(attributes).length > 0;
    if (changesPool) await inPool(() => this.pool.updateAttributes(before.username, attributes));
    const fresh = changesPool ? await this.fromPool(before.username) : undefined;
    const { db, clock } = this.context;
    await changeVersioned(db, clock, {
      entity: 'usuario',
      id: before.username,
      version,
      action: 'editar',
      actor,
      notFoundMessage: USER_MESSAGES.notFound,
      load: (tx) => this.users.get(before.username, tx),
      write: async (tx) => {
        if (!(await this.users.claimVersion(tx, before.username, version, clock.now()))) return false;
        if (fresh) await this.users.upsertFromPool(tx, [fresh], clock.now(), 'keep');
        await this.roles.setUserRoles(tx, before.username, input.roleIds, actor.actorUsername, clock.now());
        return true;
      },
      // The copy as the editor saw it (the pool's change may already show in the copy).
      before: () => audited(before),
      after: async (_current, tx) => audited(await this.written(before.username, tx)),
    });
    return this.current(before.username, undefined);
  }

  /** Disables a user (never oneself): the pool ends every session, their next API call answers 401. */
  disable(username: string, version: number, actor: AuditActor): Promise<UserRecord> {
    if (usernameKey(actor.actorUsername) === usernameKey(username)) throw conflict(USER_MESSAGES.disableSelf);
    return this.stateChange(username, version, 'deshabilitar', actor, (u) => this.pool.disableUser(u));
  }

  enable(username: string, version: number, actor: AuditActor): Promise<UserRecord> {
    return this.stateChange(username, version, 'habilitar', actor, (u) => this.pool.enableUser(u));
  }

  /** The pool sends a reset code; the user must choose a new password at the next sign-in. */
  resetPassword(username: string, actor: AuditActor): Promise<UserRecord> {
    return this.stateChange(username, undefined, 'restablecer', actor, (u) => this.pool.resetPassword(u));
  }

  /**
   * A new temporary password the office hands over (a worker's printed code): the earlier password
   * stops working, every session ends, and the user must choose a new password at the next sign-in.
   */
  newTemporaryPassword(username: string, password: string, actor: AuditActor): Promise<UserRecord> {
    return this.stateChange(username, undefined, 'restablecer', actor, async (u) => {
      await this.pool.setPassword(u, password, false);
      await this.pool.signOut(u);
    });
  }

  /** A change of state through the pool, then the copy and the trail. */
  private async stateChange(
    username: string,
    version: number | undefined,
    action: AuditAction,
    actor: AuditActor,
    call: (username: string) => Promise<void>,
  ): Promise<UserRecord> {
    const before = await this.current(username, version);
    await inPool(() => call(before.username));
    const fresh = await this.fromPool(before.username);
    const { db, clock } = this.context;
    const after = async (tx: Parameters<UserStore['get']>[1]) =>
      audited(await this.written(before.username, tx));
    if (version === undefined) {
      await writeAudited(db, clock, {
        entity: 'usuario',
        id: before.username,
        action,
        actor,
        write: (tx) => this.users.upsertFromPool(tx, [fresh], clock.now(), 'auto'),
        before: audited(before),
        after,
      });
    } else {
      await changeVersioned(db, clock, {
        entity: 'usuario',
        id: before.username,
        version,
        action,
        actor,
        notFoundMessage: USER_MESSAGES.notFound,
        load: (tx) => this.users.get(before.username, tx),
        write: async (tx) => {
          if (!(await this.users.claimVersion(tx, before.username, version, clock.now()))) return false;
          await this.users.upsertFromPool(tx, [fresh], clock.now(), 'keep');
          return true;
        },
        before: () => audited(before),
        after: (_current, tx) => after(tx),
      });
    }
    return this.current(before.username, undefined);
  }
}
