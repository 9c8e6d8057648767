import type { FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import type { PermissionAction } from '../../src/domain/shell/modules';
import { errorResponses } from './schemas';

/**
 * A route's options: the permission it needs (`action` of `module`) and its schemas, with every error
 * answer added to `response`. The TypeBox type provider types the handler from them as it does from
 * the options written out.
 */
export function guarded<S extends Omit<FastifySchema, 'response'>, R extends Record<number, TSchema>>(
  module: string,
  action: PermissionAction,
  schema: S,
  response: R,
) {
  return {
    config: { permission: { module, action } },
    schema: { ...schema, response: { ...response, ...errorResponses } },
  };
}
