import type { ServerContext } from '../context';
import { serviceFeature, type ServerFeature } from '../kit/feature';
import { createMonthClosings } from '../months';
import { declarationRoutes } from './routes';
import { DeclarationService } from './service';
import { DeclarationStore } from './store';

/**
 * The declarations' service on its store, with the month lock of the months' feature: what other
 * features (workers, months) use of the declarations.
 */
export const createDeclarationService = (context: ServerContext): DeclarationService =>
  new DeclarationService(context, new DeclarationStore(), createMonthClosings());

/** A payroll month's income tax declarations: other employers' income, deductible expenses (docs/months.md). */
export const incomeTaxDeclarationFeature: ServerFeature = serviceFeature(
  'income-tax-declarations',
  declarationRoutes,
  createDeclarationService,
);
