import {
  LandingsImportQuery,
  LandingsImportSummary,
  NoQuery,
} from '../../src/application/fishing-weeks/contract';
import { actorOf } from '../kit/request';
import { ErrorBody, errorResponses, fileResponses, IdParams } from '../kit/schemas';
import { acceptSpreadsheets } from '../kit/spreadsheet';
import { importUpload, sendImportTemplate, uploadedFile } from '../kit/spreadsheet-import';
import { LANDINGS_IMPORT_MAX_BYTES, LANDINGS_IMPORT_MESSAGES, type LandingsImport } from './landings-import';
import { MODULE } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/**
 * The landings' import (docs/fishing-weeks.md): the template (.xlsx, `ver`) and the import of an .xlsx
 * or .csv sent as the raw body, at most 5 MB (`editar`), validated first (mode validate, the default),
 * saved all-or-nothing (all) or only its valid rows (valid).
 */
export const landingsImportRoutes = typedRoutes<{ importer: LandingsImport }>(async (app, { importer }) => {
  acceptSpreadsheets(app, LANDINGS_IMPORT_MAX_BYTES);

  app.get(
    '/semanas-de-pesca/plantilla-descargas',
    guarded(MODULE, 'ver', { querystring: NoQuery }, fileResponses),
    async (_request, reply) =>
      sendImportTemplate(reply, 'plantilla-descargas.xlsx', await importer.template()),
  );

  app.post(
    '/semanas-de-pesca/:id/descargas/importacion',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      ...importUpload(LANDINGS_IMPORT_MAX_BYTES, LANDINGS_IMPORT_MESSAGES),
      schema: {
        params: IdParams,
        querystring: LandingsImportQuery,
        response: { 200: LandingsImportSummary, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const body = uploadedFile(request.body, LANDINGS_IMPORT_MESSAGES);
      const summary = await importer.run(
        request.params.id,
        request.query.version,
        body,
        request.query.mode ?? 'validate',
        actorOf(request),
      );
      request.log.info(
        { file: request.query.name ?? 'sin nombre', mode: summary.mode, saved: summary.saved },
        'landings import',
      );
      return summary;
    },
  );
});
