import type { ServerContext } from '../context';
import type { ServerFeature } from '../kit/feature';
// Temporary (.dependency-cruiser.cjs, "features-use-each-other-through-their-service"): the month lock
// comes from the months' store until the months' service offers it.
import { MonthStore } from '../months/store';
import { declarationRoutes } from './routes';
import { DeclarationService } from './service';
import { DeclarationStore } from './store';

/** The declarations' service on its store: what other features (workers) use of the declarations. */
export const createDeclarationService = (context: ServerContext): DeclarationService =>
  new DeclarationService(context, new DeclarationStore(), new MonthStore());

/** A payroll month's income tax declarations: other employers' income, deductible expenses (docs/months.md). */
export const incomeTaxDeclarationFeature: ServerFeature = {
  name: 'income-tax-declarations',
  register: async (app, { context }) => {
    await app.register(declarationRoutes, { service: createDeclarationService(context) });
  },
};
