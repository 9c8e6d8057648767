import type { FastifyInstance } from 'fastify';
import type { AccessStore } from '../access/store';
import type { ServerContext } from '../context';
import type { IdentityServices } from '../identity';

/** What the composition root hands every feature when it registers it. */
export interface FeatureOptions {
  readonly context: ServerContext;
  readonly identity: IdentityServices;
  /** Modules, roles and permissions (the access kernel's one store). */
  readonly access: AccessStore;
}

/**
 * A server feature as its folder's `index.ts` exports it, and as `server/features.ts` lists it: its
 * first-start data and a plugin that builds its stores and services (each store once, passed into the
 * service that uses it) and registers its routes. The list is the only place outside the folder that
 * names the feature (docs/server.md, "Adding a feature").
 */
export interface ServerFeature {
  /** The feature's English name (its folder). */
  readonly name: string;
  /** First-start data, idempotent; run before the routes are registered. */
  readonly seed?: (context: ServerContext) => Promise<unknown>;
  /** Builds the feature's stores and services and registers its routes. */
  readonly register: (app: FastifyInstance, options: FeatureOptions) => Promise<void>;
}

/** Registers a feature: its seed, then its plugin (encapsulated, so its hooks stay its own). */
export async function registerFeature(
  app: FastifyInstance,
  feature: ServerFeature,
  options: FeatureOptions,
): Promise<void> {
  await feature.seed?.(options.context);
  await app.register(feature.register, options);
}

/**
 * A feature of one service on its store and one route plugin (loans, vacations, the payroll report):
 * its plugin builds the service from the context and registers the routes with the service and the
 * context (a route plugin that does not read the context ignores it).
 */
export function serviceFeature<S>(
  name: string,
  routes: (app: FastifyInstance, options: { service: S; context: ServerContext }) => Promise<void>,
  createService: (context: ServerContext) => S,
): ServerFeature {
  return {
    name,
    register: async (app, { context }) => {
      await app.register(routes, { service: createService(context), context });
    },
  };
}
