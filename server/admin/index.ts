import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { FeatureOptions, ServerFeature } from '../kit/feature';
import type { IdentityServices } from '../identity';
import type { UserPoolAdministration } from '../identity/admin-port';
import { auditRoutes } from './audit-routes';
import { ownPermissionsRoutes } from './own-permissions-routes';
import { RoleStore } from './role-store';
import { roleRoutes } from './roles-routes';
import { UserStore } from './user-store';
import { UserService } from './user-service';
import { UserSync } from './user-sync';
import { userRoutes } from './users-routes';

/**
 * The administration API (registered after the access routes, so the authorization plugin covers it):
 * roles and their permission matrix, users through the user pool, and the audit trail. Keeps the
 * users list in step with the pool: each change the server sees at once (administrative calls, the
 * built-in pool's events, a new sign-in seen at the API), and a reconciliation once the server is
 * ready, then every ADMIN_USERS_SYNC_MINUTES, for changes made elsewhere.
 */
export type { UserService } from './user-service';

/**
 * The users' service on its stores: what other features use of the users (the payslip deliveries
 * create the workers' accounts through it).
 */
export function createUserService(context: ServerContext, pool: UserPoolAdministration): UserService {
  const roles = new RoleStore(context.db);
  const users = new UserStore(context.db, roles);
  return new UserService(context, pool, roles, users, new UserSync(context.db, context.clock, pool, users));
}

async function adminRoutes(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const { context, identity, access } = opts;
  const roles = new RoleStore(context.db);
  const users = new UserStore(context.db, roles);
  const sync = new UserSync(context.db, context.clock, identity.admin, users);

  await app.register(roleRoutes, { context, roles });
  await app.register(userRoutes, { context, pool: identity.admin, roles, users, sync });
  await app.register(auditRoutes, { context });
  await app.register(ownPermissionsRoutes, { store: access });

  // What users change themselves through the built-in pool shows in the list at once.
  const stopListening = identity.onUserChanged?.((username) => sync.refresh(username));

  const reconcile = (when: string) =>
    sync.run().then(
      (result) => app.log.info({ ...result, when }, 'users list reconciled with the user pool'),
      (error: unknown) => app.log.warn({ err: error, when }, 'users list could not be reconciled'),
    );
  let timer: NodeJS.Timeout | undefined;
  let first: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    // In the background: a large pool must not delay the start.
    first = reconcile('start');
    const minutes = context.config.adminUsersSyncMinutes;
    if (minutes > 0) {
      timer = setInterval(() => void reconcile('periodic'), minutes * 60_000);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    stopListening?.();
    if (timer) clearInterval(timer);
    await first;
  });
}

export const adminFeature: ServerFeature = { name: 'admin', register: adminRoutes };

/**
 * Records sign-ins seen at the API (the users list's "last sign-in", for any user pool): after an
 * authenticated request, the first one of a new sign-in session sets the user's last sign-in to when
 * its token was issued, and the user's state is copied from the pool then (a first password chosen
 * at real Cognito shows in the users list with the user's first request). Registered right after the
 * authorization plugin, not encapsulated, so it covers every API route; it never delays or fails a
 * request.
 */
export async function signInRecorder(
  app: FastifyInstance,
  opts: { context: ServerContext; identity: IdentityServices },
): Promise<void> {
  const { context } = opts;
  const users = new UserStore(context.db, new RoleStore(context.db));
  const sync = new UserSync(context.db, context.clock, opts.identity.admin, users);
  const seen = new Map<string, string>();
  app.addHook('onResponse', async (request) => {
    const principal = request.principal;
    if (!principal) return;
    const session = principal.originTokenId ?? principal.tokenId;
    if (seen.get(principal.username) === session) return;
    if (seen.size > 10_000) seen.clear();
    seen.set(principal.username, session);
    try {
      await users.recordSession(principal.username, session, principal.issuedAt);
    } catch (error) {
      seen.delete(principal.username);
      request.log.warn({ err: error }, 'could not record a sign-in');
      return;
    }
    try {
      await sync.refresh(principal.username, { keepMissing: true });
    } catch (error) {
      request.log.warn({ err: error }, "could not copy the user's state from the pool");
    }
  });
}
Object.assign(signInRecorder, { [Symbol.for('skip-override')]: true });
