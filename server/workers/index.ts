import { createCourtOrderService } from '../court-orders';
import { createDeclarationService } from '../income-tax-declarations';
import { catalogueRoutes } from '../kit/catalogue/routes';
import type { ServerFeature } from '../kit/feature';
import { createLoanService } from '../loans';
import { createVacationService } from '../vacations';
import { workerCatalogue } from './catalogue';
import { WorkerImport } from './import';
import { workerImportRoutes } from './routes';

/**
 * Workers (trabajador): the catalogue's routes (list with position and scheme filters, read, create,
 * edit, delete, export, options) on the generic kit, plus the template and the import.
 */
export const workerFeature: ServerFeature = {
  name: 'workers',
  register: async (app, { context, access }) => {
    const api = workerCatalogue(context, {
      loans: createLoanService(context),
      courtOrders: createCourtOrderService(context),
      vacations: createVacationService(context),
      declarations: createDeclarationService(context),
    });
    // An import writes the table too: the list's cached totals and page anchors are forgotten after it.
    const importer = new WorkerImport(context, access, () => api.service.store.changed());
    // The import's routes first: '/trabajadores/plantilla' is not an id.
    await app.register(workerImportRoutes, { importer });
    await app.register(catalogueRoutes, { api });
  },
};
