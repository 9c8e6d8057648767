import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { catalogueRoutes } from '../catalogues/routes';
import { workerCatalogue } from './catalogue';
import { WorkerImport } from './import';
import { workerImportRoutes } from './routes';

/**
 * Workers (trabajador): the catalogue's routes (list with position and scheme filters, read, create,
 * edit, delete, export, options) on the generic kit, plus the template and the import.
 */
export async function workerFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  const api = workerCatalogue(opts.context);
  // An import writes the table too: the list's cached totals and page anchors are forgotten after it.
  const importer = new WorkerImport(opts.context, () => api.service.store.changed());
  // The import's routes first: '/trabajadores/plantilla' is not an id.
  await app.register(workerImportRoutes, { importer });
  await app.register(catalogueRoutes, { api });
}
