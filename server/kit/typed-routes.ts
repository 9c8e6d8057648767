import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/** The server instance as the routes see it: the TypeBox provider types each handler from its schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * A feature's route plugin (registered with `app.register(plugin, opts)`): `register` receives the
 * typed instance and the plugin's options.
 */
export const typedRoutes =
  <O>(register: (app: TypedApp, opts: O) => Promise<void>) =>
  async (fastify: FastifyInstance, opts: O): Promise<void> =>
    register(fastify.withTypeProvider<TypeBoxTypeProvider>(), opts);
