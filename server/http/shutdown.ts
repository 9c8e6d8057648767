import type { FastifyInstance } from 'fastify';
import { ApiError } from '../kit/errors';

/** Seconds a client is told to wait before trying again while this instance stops. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

export const SHUTTING_DOWN_MESSAGE = 'El servidor se está reiniciando. Intente nuevamente en unos segundos.';

/**
 * While the server stops (SIGTERM, SIGINT), a request that still reaches it on an open connection is
 * answered 503 in the product's error shape (`{ error: 'ServiceUnavailable', message }`, Spanish, with
 * Retry-After and `Connection: close`), not with Fastify's English default. Requests already running
 * finish normally. Fastify's own 503 is turned off (`return503OnClosing: false`) in `buildApp`.
 */
export function installShutdownAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', String(SHUTDOWN_RETRY_AFTER_SECONDS)).header('connection', 'close');
    throw new ApiError(503, 'ServiceUnavailable', SHUTTING_DOWN_MESSAGE);
  });
}
