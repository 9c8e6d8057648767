import type { FastifyInstance } from 'fastify';
import { authorization } from '../access/authorization';
import { accessRoutes } from '../access/routes';
import { AccessStore } from '../access/store';
import { signInRecorder } from '../admin';
import type { ServerContext } from '../context';
import { SERVER_FEATURES } from '../features';
import type { IdentityServices } from '../identity';
import { registerFeature, type FeatureOptions } from '../kit/feature';

/** The API under the backend prefix: the access kernel, then every feature of server/features.ts. */
export async function apiRoutes(
  app: FastifyInstance,
  opts: { context: ServerContext; identity: IdentityServices },
): Promise<void> {
  const { context, identity } = opts;
  // Not `opts` itself: it carries this plugin's `prefix`, which would be applied twice.
  const features: FeatureOptions = { context, identity, access: new AccessStore(context.db, context.clock) };
  // First: every API route registered after it must declare its access rule (see server/access/authorization.ts).
  await app.register(authorization, { context, identity, store: features.access });
  await app.register(signInRecorder, features);
  await app.register(accessRoutes, { context, identity, store: features.access });
  for (const feature of SERVER_FEATURES) await registerFeature(app, feature, features);
}
