import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LandingsImportQuery,
  LandingsImportSummary,
  NoQuery,
} from '../../src/application/fishing-weeks/contract';
import { actorOf } from '../kit/request';
import { ErrorBody, errorResponses, fileResponses, IdParams } from '../kit/schemas';
import { acceptSpreadsheets } from '../kit/spreadsheet';
import { ApiError } from '../kit/errors';
import { LANDINGS_IMPORT_MAX_BYTES, LANDINGS_IMPORT_MESSAGES, type LandingsImport } from './landings-import';
import { MODULE } from './service';

/**
 * The landings' import (docs/fishing-weeks.md): the template (.xlsx, `ver`) and the import of an .xlsx
 * or .csv sent as the raw body, at most 5 MB (`editar`), validated first (mode validate, the default),
 * saved all-or-nothing (all) or only its valid rows (valid).
 */
export async function landingsImportRoutes(
  fastify: FastifyInstance,
  opts: { importer: LandingsImport },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { importer } = opts;
  acceptSpreadsheets(fastify, LANDINGS_IMPORT_MAX_BYTES);

  app.get(
    '/semanas-de-pesca/plantilla-descargas',
    {
      config: { permission: { module: MODULE, action: 'ver' } },
      schema: { querystring: NoQuery, response: fileResponses },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="plantilla-descargas.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(await importer.template()),
  );

  app.post(
    '/semanas-de-pesca/:id/descargas/importacion',
    {
      config: { permission: { module: MODULE, action: 'editar' } },
      bodyLimit: LANDINGS_IMPORT_MAX_BYTES,
      schema: {
        params: IdParams,
        querystring: LandingsImportQuery,
        response: { 200: LandingsImportSummary, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
      preParsing: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > LANDINGS_IMPORT_MAX_BYTES)
          throw new ApiError(413, 'PayloadTooLarge', LANDINGS_IMPORT_MESSAGES.tooLarge);
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new ApiError(400, 'ValidationError', LANDINGS_IMPORT_MESSAGES.unreadable);
      }
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
}
