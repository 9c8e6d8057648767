import {
  cleanRole,
  isAdministrative,
  normalizeGrants,
  ROLE_MESSAGES,
  roleInUseMessage,
  validateRole,
  type Grants,
  type RoleDetail,
  type RoleInput,
  type RoleSort,
} from '../../src/domain/admin/role';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import { createAudited, type AuditActor } from '../kit/versioned';
import { VersionedEntity } from '../kit/versioned-entity';
import { notFound, staleUpdate, validationFailed } from '../kit/errors';
import { assertValid, conflict, isUniqueViolation } from '../kit/http';
import type { RoleQuery, RoleStore } from './role-store';

export const ROLE_NOT_FOUND = 'El rol no existe.';

/** A change of a role's grants, as the grant policy judges it (no granting what the editor lacks). */
export interface RoleGrantChange {
  readonly roleId?: number;
  readonly name: string;
  readonly before: Grants;
  readonly after: Grants;
}

/** Refuses (throws) a grant change the caller may not make; given by the route (it knows the caller). */
export type CheckRoleGrants = (change: RoleGrantChange) => Promise<void>;

const sameGrants = (a: Grants, b: Grants) =>
  JSON.stringify(normalizeGrants(a)) === JSON.stringify(normalizeGrants(b));

/** What the audit trail keeps of a role. */
const audited = (r: RoleDetail) => ({ name: r.name, description: r.description, grants: r.grants });

const nameTakenOnRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw validationFailed([{ field: 'name', message: ROLE_MESSAGES.nameTaken }]);
  throw error;
};

/**
 * Roles (module 'rol') and their permission matrix: unique names, system roles keep their grants and
 * are never deleted, a role held by users is not deleted, an editor never removes their own last
 * administration. Every write is audited in its own transaction (`server/kit/versioned.ts`).
 */
export class RoleService {
  private readonly roles: VersionedEntity<RoleDetail>;

  constructor(
    private readonly context: ServerContext,
    readonly store: RoleStore,
  ) {
    this.roles = new VersionedEntity(context, 'rol', ROLE_NOT_FOUND, audited);
  }

  list(query: Omit<RoleQuery, 'sort'> & { sort?: RoleSort }) {
    return this.store.list({ ...query, sort: query.sort ?? 'name' });
  }

  modules() {
    return this.store.modules();
  }

  async get(id: number): Promise<RoleDetail> {
    const role = await this.store.get(id);
    if (!role) throw notFound(ROLE_NOT_FOUND);
    return role;
  }

  /** The rules of the domain plus those that need the database. */
  private async checked(input: RoleInput, exceptId?: number): Promise<RoleInput> {
    assertValid(validateRole(input, await this.store.moduleCodes()));
    const clean = cleanRole(input);
    if (await this.store.nameTaken(clean.name, exceptId)) {
      throw validationFailed([{ field: 'name', message: ROLE_MESSAGES.nameTaken }]);
    }
    return clean;
  }

  async create(body: RoleInput, actor: AuditActor, checkGrants: CheckRoleGrants): Promise<RoleDetail> {
    const input = await this.checked(body);
    await checkGrants({ name: input.name, before: {}, after: input.grants });
    const { db, clock } = this.context;
    const id = await createAudited(db, clock, {
      entity: 'rol',
      actor,
      insert: (tx) => this.store.create(tx, input, clock.now()),
      after: input,
    }).catch(nameTakenOnRace);
    return this.get(id);
  }

  async update(
    id: number,
    version: number,
    body: RoleInput,
    actor: AuditActor,
    checkGrants: CheckRoleGrants,
  ): Promise<RoleDetail> {
    const current = await this.get(id);
    if (current.version !== version) throw staleUpdate();
    const input = await this.checked(body, id);
    const grantsChanged = !sameGrants(current.grants, input.grants);
    await checkGrants({ roleId: id, name: input.name, before: current.grants, after: input.grants });
    if (current.system && grantsChanged) {
      throw validationFailed([{ field: 'grants', message: ROLE_MESSAGES.systemGrants }]);
    }
    const { clock } = this.context;
    await this.roles
      .change(id, version, 'editar', actor, {
        load: (tx) => this.store.get(id, tx),
        check: async (tx, stored) => {
          if (grantsChanged && isAdministrative(stored.grants) && !isAdministrative(input.grants)) {
            await this.refuseLosingOwnAdministration(tx, actor.actorUsername, id);
          }
        },
        write: (tx) => this.store.update(tx, id, version, input, clock.now(), { grants: grantsChanged }),
        after: (stored) => ({ ...input, grants: stored.system ? stored.grants : input.grants }),
      })
      .catch(nameTakenOnRace);
    return this.get(id);
  }

  /** The editor holds this role and no other administrative one: the change would lock them out. */
  private async refuseLosingOwnAdministration(tx: Transaction, actor: string, roleId: number): Promise<void> {
    const held = await this.store.heldBy(actor, tx);
    if (!held.has(roleId)) return;
    const administrative = await this.store.administrativeRoleIds(tx);
    const others = [...held].filter((r) => r !== roleId && administrative.has(r));
    if (others.length === 0) {
      throw validationFailed([{ field: 'grants', message: ROLE_MESSAGES.ownAdministration }]);
    }
  }

  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.roles.change(id, version, 'eliminar', actor, {
      // Locks the role: a concurrent assignment of it waits, then fails once it is gone.
      load: async (tx) => {
        await this.store.lock(tx, id);
        const found = await this.store.get(id, tx);
        if (found?.system) throw conflict(ROLE_MESSAGES.systemDelete);
        return found;
      },
      check: async (tx, current) => {
        const holders = await this.store.holders(id, tx);
        if (holders > 0) throw conflict(roleInUseMessage(current.name, holders));
      },
      write: (tx) => this.store.delete(tx, id, version),
    });
  }
}
