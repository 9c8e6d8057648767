import type { ServerContext } from '../context';
import { type TypedApp, typedRoutes } from './typed-routes';

/** What a feature's routes read of the context: the database and the clock (audited downloads). */
export type RoutesContext = Pick<ServerContext, 'db' | 'clock'>;

/**
 * The route plugin of a feature of one service (`serviceFeature`, `server/kit/feature.ts`): `register`
 * receives the typed instance, the service and the context the plugin was registered with.
 */
export const serviceRoutes = <S>(
  register: (app: TypedApp, service: S, context: RoutesContext) => Promise<void>,
) =>
  typedRoutes<{ service: S; context: RoutesContext }>(async (app, { service, context }) =>
    register(app, service, context),
  );
