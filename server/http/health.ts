import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping();
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
}
