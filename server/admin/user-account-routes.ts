import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { actorOf } from '../kit/request';
import { versionedActionRoutes } from '../kit/versioned-record-routes';
import { UsernameParams, UserSchema } from './user-schemas';
import type { UserService } from './user-service';
import { guarded } from '../kit/route-options';

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
    guarded('usuario', 'editar', { params: UsernameParams }, { 200: UserSchema }),
    async (request) => service.resetPassword(request.params.username, actorOf(request)),
  );

  app.post(
    '/usuarios/sincronizar',
    guarded('usuario', 'editar', {}, { 200: Type.Object({ seen: Type.Integer(), removed: Type.Integer() }) }),
    async () => service.synchronize(),
  );
}
