import type { Static, TSchema } from 'typebox';
import {
  AdjustmentsBody,
  CrewBody,
  LandingsBody,
  LoanInstalments,
  WeekSummary,
} from '../../src/application/fishing-weeks/contract';
import { actorOf } from '../kit/request';
import { ErrorBody, errorResponses, IdParams, NoQuery } from '../kit/schemas';
import type { AuditActor } from '../kit/versioned';
import { permission } from './routes';
import { MODULE, type FishingWeekService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/** A week of a large company (11,000 crew-days) is a few MB of JSON. */
export const GRID_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * A week's grids (docs/fishing-weeks.md): each saved whole (`PUT /semanas-de-pesca/:id/<grid>`, editar)
 * and answered with the week's summary; and the loan instalments the adjustments could add.
 */
export const weekGridRoutes = typedRoutes<{ service: FishingWeekService }>(async (app, { service }) => {
  /** One grid's whole save. */
  const grid = <B extends TSchema>(
    segment: string,
    body: B,
    save: (id: number, body: Static<B>, actor: AuditActor) => Promise<Static<typeof WeekSummary>>,
  ) =>
    // Fastify validates the body with `body`; its static type is the caller's (a generic schema's type
    // does not narrow inside this function, as in the catalogue kit).
    app.put(
      `/semanas-de-pesca/:id/${segment}`,
      {
        config: permission('editar'),
        bodyLimit: GRID_BODY_LIMIT,
        schema: {
          params: IdParams,
          body,
          response: { 200: WeekSummary, ...errorResponses, 413: ErrorBody },
        },
      },
      async (request) => save(request.params.id, request.body as Static<B>, actorOf(request)),
    );

  grid('descargas', LandingsBody, (id, body, actor) => service.saveLandings(id, body, actor));
  grid('tripulacion', CrewBody, (id, body, actor) => service.saveCrew(id, body, actor));
  grid('ajustes', AdjustmentsBody, (id, body, actor) => service.saveAdjustments(id, body, actor));

  app.get(
    '/semanas-de-pesca/:id/cuotas-de-prestamo',
    guarded(MODULE, 'editar', { params: IdParams, querystring: NoQuery }, { 200: LoanInstalments }),
    async (request) => ({ rows: await service.loanInstalments(request.params.id) }),
  );
});
