import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { actorOf } from './request';
import { errorResponses } from './schemas';
import type { AuditActor } from './versioned';

/**
 * How a period (a fishing week, a payroll month) offers its close and reopening over HTTP: the same two
 * routes, `POST <path>/cierre` (editar) and `POST <path>/reapertura` (aprobar), each answering the
 * period as its screen reads it (docs/server.md, "The period cycle").
 */
export interface PeriodCycleApi<P extends TSchema, C extends TSchema, R extends TSchema, A extends TSchema> {
  /** The permissions' module. */
  readonly module: string;
  /** The period's path with its parameter: '/semanas-de-pesca/:id'. */
  readonly path: string;
  readonly params: P;
  /** The close's body (the version the clerk saw). */
  readonly closeBody: C;
  /** The reopening's body (the version and the reason). */
  readonly reopenBody: R;
  /** What both answer: the period after the change. */
  readonly answer: A;
  close(params: Static<P>, body: Static<C>, actor: AuditActor): Promise<Static<A>>;
  reopen(params: Static<P>, body: Static<R>, actor: AuditActor): Promise<Static<A>>;
}

/** Registers a period's close and reopening routes. */
export async function periodCycleRoutes<
  P extends TSchema,
  C extends TSchema,
  R extends TSchema,
  A extends TSchema,
>(fastify: FastifyInstance, opts: { api: PeriodCycleApi<P, C, R, A> }): Promise<void> {
  // Fastify validates params and body with the period's schemas; their static types are the caller's
  // (a generic schema's type does not narrow inside this function, as in the catalogue kit).
  const app = fastify;
  const { api } = opts;
  const response = { 200: api.answer, ...errorResponses };

  app.post(
    `${api.path}/cierre`,
    {
      config: { permission: { module: api.module, action: 'editar' } },
      schema: { params: api.params, body: api.closeBody, response },
    },
    async (request) => api.close(request.params as Static<P>, request.body as Static<C>, actorOf(request)),
  );

  app.post(
    `${api.path}/reapertura`,
    {
      config: { permission: { module: api.module, action: 'aprobar' } },
      schema: { params: api.params, body: api.reopenBody, response },
    },
    async (request) => api.reopen(request.params as Static<P>, request.body as Static<R>, actorOf(request)),
  );
}
