import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ImportSummarySchema } from '../../src/application/shared/contract';
import { NoQuery, WorkerImportQuery } from '../../src/application/workers/contract';
import { IMPORT_MESSAGES, WORKER_IMPORT_MAX_BYTES } from '../../src/domain/workers/worker-import';
import { actorOf } from '../kit/request';
import { acceptSpreadsheets } from '../kit/spreadsheet';
import { errorResponses, ErrorBody, fileResponses } from '../kit/schemas';
import { ApiError } from '../kit/errors';
import type { WorkerImport } from './import';

/**
 * The workers' import (docs/workers.md): the template (.xlsx) and the import of an .xlsx or .csv sent
 * as the raw body, at most 5 MB, validated first (mode validate, the default), saved all-or-nothing
 * (all) or only its valid rows (valid). Needs `crear` (and `editar` when rows update workers).
 */
export async function workerImportRoutes(
  fastify: FastifyInstance,
  opts: { importer: WorkerImport },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { importer } = opts;

  // The file is the body (this plugin's scope only); a larger one is refused before it is read.
  acceptSpreadsheets(fastify, WORKER_IMPORT_MAX_BYTES);

  app.get(
    '/trabajadores/plantilla',
    {
      config: { permission: { module: 'trabajador', action: 'crear' } },
      schema: { querystring: NoQuery, response: fileResponses },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="plantilla-trabajadores.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(await importer.template()),
  );

  app.post(
    '/trabajadores/importacion',
    {
      config: { permission: { module: 'trabajador', action: 'crear' } },
      bodyLimit: WORKER_IMPORT_MAX_BYTES,
      schema: {
        querystring: WorkerImportQuery,
        response: { 200: ImportSummarySchema, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
      preParsing: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > WORKER_IMPORT_MAX_BYTES)
          throw new ApiError(413, 'PayloadTooLarge', IMPORT_MESSAGES.tooLarge);
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new ApiError(400, 'ValidationError', IMPORT_MESSAGES.unreadable);
      }
      const summary = await importer.run(
        body,
        request.query.mode ?? 'validate',
        actorOf(request),
        request.query.name ?? 'sin nombre',
      );
      return summary;
    },
  );
}
