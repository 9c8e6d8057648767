import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { actorOf } from '../kit/request';
import { errorResponses } from '../kit/schemas';
import { versionedActionRoutes } from '../kit/versioned-record-routes';
import { UsernameParams, UserSchema } from './user-schemas';
import type { UserService } from './user-service';

/**
 * A user's account in the user pool (module 'usuario', editar): disable, enable, password reset, and
 * the reconciliation of the users list with the pool. HTTP only: the rules are in `UserService`.
 */
export function addUserAccountRoutes(fastify: FastifyInstance, service: UserService): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  versionedActionRoutes(
    fastify,
    { permission: { module: 'usuario', action: 'editar' }, params: UsernameParams, answer: UserSchema },
    {
      '/usuarios/:username/deshabilitar': ({ username }, version, actor) =>
        service.disable(username, version, actor),
      '/usuarios/:username/habilitar': ({ username }, version, actor) =>
        service.enable(username, version, actor),
    },
  );

  app.post(
    '/usuarios/:username/restablecer-contrasena',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: { params: UsernameParams, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => service.resetPassword(request.params.username, actorOf(request)),
  );

  app.post(
    '/usuarios/sincronizar',
    {
      config: { permission: { module: 'usuario', action: 'editar' } },
      schema: {
        response: {
          200: Type.Object({ seen: Type.Integer(), removed: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async () => service.synchronize(),
  );
}
