import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Grants } from '../../src/domain/shared/grants';
import type { PermissionAction } from '../../src/domain/shell/modules';
import { recordAudit } from '../audit/audit';
import type { Clock } from '../context';
import type { Database } from '../db/database';
import { accessModules, accessRolePermissions, accessRoles } from '../db/schema';
import { ApiError } from '../kit/errors';
import { principalOf } from './authorization';
import { heldPermissions, permissionKey, usernameKey, type PermissionKey } from './store';

export const GRANT_POLICY_MESSAGES = {
  ownRoles: 'No puede cambiar sus propios roles. Pida a otro administrador que lo haga.',
  roleBeyondOwn: (roles: readonly string[]) =>
    roles.length === 1
      ? `No puede asignar el rol «${roles[0]}»: concede permisos que usted no tiene.`
      : `No puede asignar los roles ${roles.map((r) => `«${r}»`).join(', ')}: conceden permisos que usted no tiene.`,
  grantsBeyondOwn: (permissions: readonly string[]) =>
    `No puede conceder permisos que usted no tiene: ${permissions.join(', ')}.`,
} as const;

/** `module:action` keys of a grants map. */
const keysOf = (grants: Grants): PermissionKey[] =>
  Object.entries(grants).flatMap(([module, actions]) => actions.map((a) => permissionKey(module, a)));

/**
 * Who may hand out which permissions (the rule against privilege escalation), for every route that
 * assigns roles or changes what a role grants:
 * - nobody changes their own roles;
 * - assigning a role requires holding every permission it grants;
 * - creating or editing a role can only add permissions the editor holds (so nobody widens a role they
 *   hold, or prepares one for someone else, beyond their own permissions).
 * A refusal answers 403 with the reason in Spanish and is recorded in the audit trail (action `denegar`).
 */
export class GrantPolicy {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Every permission the user holds through enabled roles (modules enabled or not). */
  async held(username: string): Promise<Set<PermissionKey>> {
    return heldPermissions(this.db, username, 'any');
  }

  /**
   * Assigning roles to `username` (`newUser`: an account being created, `before` empty). Only the roles
   * added are checked; the caller's own roles cannot change at all.
   */
  async checkUserRoles(
    request: FastifyRequest,
    change: { username: string; newUser?: boolean; before: readonly number[]; after: readonly number[] },
  ): Promise<void> {
    const actor = principalOf(request).username;
    const before = new Set(change.before);
    const after = new Set(change.after);
    const same = before.size === after.size && [...after].every((id) => before.has(id));
    if (!change.newUser && usernameKey(actor) === usernameKey(change.username)) {
      if (same) return;
      return this.refuse(request, 'usuario', change.username, GRANT_POLICY_MESSAGES.ownRoles, 'roleIds', {
        before: { roleIds: [...before] },
        after: { roleIds: [...after] },
      });
    }
    const added = [...after].filter((id) => !before.has(id));
    if (added.length === 0) return;
    const held = await this.held(actor);
    const rows = await this.db
      .select({
        id: accessRoles.id,
        name: accessRoles.name,
        module: accessRolePermissions.moduleCode,
        action: accessRolePermissions.action,
      })
      .from(accessRoles)
      .innerJoin(accessRolePermissions, eq(accessRolePermissions.roleId, accessRoles.id))
      .where(inArray(accessRoles.id, added));
    const beyond = new Map<number, string>();
    for (const r of rows) {
      if (!held.has(permissionKey(r.module, r.action as PermissionAction))) beyond.set(r.id, r.name);
    }
    if (beyond.size === 0) return;
    const names = [...beyond.values()].sort((a, b) => a.localeCompare(b, 'es'));
    return this.refuse(
      request,
      'usuario',
      change.username,
      GRANT_POLICY_MESSAGES.roleBeyondOwn(names),
      'roleIds',
      { before: { roleIds: [...before] }, after: { roleIds: [...after] } },
    );
  }

  /** Creating (`before` empty, `roleId` undefined) or editing a role's grants. */
  async checkRoleGrants(
    request: FastifyRequest,
    change: { roleId?: number; name: string; before: Grants; after: Grants },
  ): Promise<void> {
    const previous = new Set(keysOf(change.before));
    const added = keysOf(change.after).filter((k) => !previous.has(k));
    if (added.length === 0) return;
    const held = await this.held(principalOf(request).username);
    const beyond = added.filter((k) => !held.has(k));
    if (beyond.length === 0) return;
    const names = new Map(
      (
        await this.db
          .select({ code: accessModules.code, name: accessModules.name })
          .from(accessModules)
          .where(inArray(accessModules.code, [...new Set(beyond.map((k) => k.split(':')[0] as string))]))
      ).map((m) => [m.code, m.name]),
    );
    const readable = beyond.map((k) => {
      const [module = '', action = ''] = k.split(':');
      return `${names.get(module) ?? module} · ${action}`;
    });
    return this.refuse(
      request,
      'rol',
      change.roleId === undefined ? change.name : String(change.roleId),
      GRANT_POLICY_MESSAGES.grantsBeyondOwn(readable),
      'grants',
      { before: { grants: change.before }, after: { name: change.name, grants: change.after } },
    );
  }

  private async refuse(
    request: FastifyRequest,
    entity: 'usuario' | 'rol',
    entityId: string,
    message: string,
    field: string,
    values: { before: unknown; after: unknown },
  ): Promise<never> {
    const actor = principalOf(request).username;
    request.log.warn({ actor, entity, entityId }, 'privilege escalation refused');
    await recordAudit(this.db, this.clock, {
      actorUsername: actor,
      action: 'denegar',
      entity,
      entityId,
      ...values,
      reason: message,
      requestId: request.id,
      ipAddress: request.ip,
    });
    throw new ApiError(403, 'Forbidden', message, [{ field, message }]);
  }
}
