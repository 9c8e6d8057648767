import type { PayrollParameterSource } from '../../src/application/payroll/ports';
import type { ServerContext } from '../context';
import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { parameterCatalogues } from './catalogue';
import { pensionSummaryRoutes, weekComputeRoutes } from './routes';
import { seedParameters } from './seed';
import { DatabaseParameterSource, DatabaseShareRuleSource } from './source';

/** The engine's parameters as stored: what the fishing weeks and the months compute with. */
export const createParameterSource = (context: ServerContext): PayrollParameterSource =>
  new DatabaseParameterSource(context.db);

/**
 * The payroll parameters (modules 'uit', 'fondo_de_pension', 'pago_por_especialidad') on the catalogue
 * routes, seeded from the engine's catalogue at first start, and the week computation that reads them.
 */
export const parameterFeature: ServerFeature = {
  name: 'parameters',
  seed: seedParameters,
  register: async (app, { context }) => {
    const apis = parameterCatalogues(context);
    await app.register(catalogueRoutes, { api: apis.general });
    await app.register(catalogueRoutes, { api: apis.pensions });
    await app.register(pensionSummaryRoutes, { context });
    await app.register(catalogueRoutes, { api: apis.specialtyPay });
    await app.register(weekComputeRoutes, {
      source: new DatabaseParameterSource(context.db),
      shareRules: new DatabaseShareRuleSource(context.db),
    });
  },
};
