import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { catalogueRoutes } from '../catalogues/routes';
import { parameterCatalogues } from './catalogue';
import { pensionSummaryRoutes, weekComputeRoutes } from './routes';
import { seedParameters } from './seed';
import { DatabaseParameterSource, DatabaseShareRuleSource } from './source';

/**
 * The payroll parameters (modules 'uit', 'fondo_de_pension', 'pago_por_especialidad') on the catalogue
 * routes, seeded from the engine's catalogue at first start, and the week computation that reads them.
 */
export async function parameterFeatures(
  app: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  const { context } = opts;
  await seedParameters(context);
  const apis = parameterCatalogues(context);
  await app.register(catalogueRoutes, { api: apis.general });
  await app.register(catalogueRoutes, { api: apis.pensions });
  await app.register(pensionSummaryRoutes, { context });
  await app.register(catalogueRoutes, { api: apis.specialtyPay });
  await app.register(weekComputeRoutes, {
    source: new DatabaseParameterSource(context.db),
    shareRules: new DatabaseShareRuleSource(context.db),
  });
}
