import { ImportSummarySchema } from '../../src/application/shared/contract';
import { NoQuery, WorkerImportQuery } from '../../src/application/workers/contract';
import { IMPORT_MESSAGES, WORKER_IMPORT_MAX_BYTES } from '../../src/domain/workers/worker-import';
import { actorOf } from '../kit/request';
import { acceptSpreadsheets } from '../kit/spreadsheet';
import { importUpload, sendImportTemplate, uploadedFile } from '../kit/spreadsheet-import';
import { errorResponses, ErrorBody, fileResponses } from '../kit/schemas';
import type { WorkerImport } from './import';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The workers' import (docs/workers.md): the template (.xlsx) and the import of an .xlsx or .csv sent
 * as the raw body, at most 5 MB, validated first (mode validate, the default), saved all-or-nothing
 * (all) or only its valid rows (valid). Needs `crear` (and `editar` when rows update workers).
 */
export const workerImportRoutes = typedRoutes<{ importer: WorkerImport }>(async (app, { importer }) => {
  // The file is the body (this plugin's scope only); a larger one is refused before it is read.
  acceptSpreadsheets(app, WORKER_IMPORT_MAX_BYTES);

  app.get(
    '/trabajadores/plantilla',
    guarded('trabajador', 'crear', { querystring: NoQuery }, fileResponses),
    async (_request, reply) =>
      sendImportTemplate(reply, 'plantilla-trabajadores.xlsx', await importer.template()),
  );

  app.post(
    '/trabajadores/importacion',
    {
      config: { permission: { module: 'trabajador', action: 'crear' } },
      ...importUpload(WORKER_IMPORT_MAX_BYTES, IMPORT_MESSAGES),
      schema: {
        querystring: WorkerImportQuery,
        response: { 200: ImportSummarySchema, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const body = uploadedFile(request.body, IMPORT_MESSAGES);
      const summary = await importer.run(
        body,
        request.query.mode ?? 'validate',
        actorOf(request),
        request.query.name ?? 'sin nombre',
      );
      return summary;
    },
  );
});
