import {
  PensionSummarySchema,
  WeekComputeAnswer,
  WeekComputeBody,
  WeekComputeRefusal,
} from '../../src/application/parameters/contract';
import { ComputeWeeklyPayroll } from '../../src/application/payroll/compute-weekly-payroll';
import type { PayrollError } from '../../src/domain/payroll/errors';
import { pensionSummaryOf } from '../../src/domain/parameters/pension-summary';
import { limaDate } from '../../src/domain/shared/dates';
import type { ServerContext } from '../context';
import { errorResponses } from '../kit/schemas';
import type { PayrollParameterSource, ShareRuleSource } from '../../src/application/payroll/ports';
import { pensionRowsInForce } from './catalogue';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

/** Largest week accepted by the compute endpoint (80 vessels × 2,000 workers fit well within it). */
export const WEEK_BODY_LIMIT = 20 * 1024 * 1024;

/** The Spanish summary of a refusal: each missing parameter named with its date, then the other kinds. */
export function refusalMessage(errors: readonly PayrollError[]): string {
  return errors
    .flatMap((error) =>
      error.kind === 'ParameterNotInForce'
        ? error.rows.map((row) => String(row.message ?? error.message))
        : [`${error.message} (${error.rows.length} fila(s))`],
    )
    .join('. ');
}

/**
 * `POST /planilla/semanas/calculo`: computes a fishing week from the command line's JSON input
 * (docs/payroll.md) with the parameters stored in the database; nothing is saved. Permission `ver` on
 * `semana_de_pesca`, until the fishing-week screen exists.
 */
export const weekComputeRoutes = typedRoutes<{
  source: PayrollParameterSource;
  shareRules?: ShareRuleSource;
}>(async (app, opts) => {
  const compute = new ComputeWeeklyPayroll(opts.source, opts.shareRules);
  app.post(
    '/planilla/semanas/calculo',
    {
      bodyLimit: WEEK_BODY_LIMIT,
      config: { permission: { module: 'semana_de_pesca', action: 'ver' } },
      schema: {
        body: WeekComputeBody,
        response: {
          200: WeekComputeAnswer,
          ...errorResponses,
          422: WeekComputeRefusal,
        },
      },
    },
    async (request, reply) => {
      const result = await compute.executeJson(request.body);
      if (result.ok) return { ok: true as const, result: result.value };
      return reply.code(422).send({
        error: 'PayrollRefused',
        message: refusalMessage(result.error),
        errors: result.error.map((e) => ({
          kind: e.kind,
          message: e.message,
          rows: e.rows.map(
            (row) =>
              Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Record<
                string,
                string | number
              >,
          ),
        })),
      });
    },
  );
});

/**
 * `GET /fondos-de-pension/vigentes`: the pension schemes' values in force today in Lima, one row per
 * scheme (REP, ONP, each AFP; docs/parameters.md). Permission `ver` on `fondo_de_pension`.
 */
export const pensionSummaryRoutes = typedRoutes<{ context: ServerContext }>(async (app, opts) => {
  app.get(
    '/fondos-de-pension/vigentes',
    guarded('fondo_de_pension', 'ver', {}, { 200: PensionSummarySchema }),
    async () => {
      const today = limaDate(opts.context.clock.now());
      return { date: today, rows: pensionSummaryOf(await pensionRowsInForce(opts.context, today)) };
    },
  );
});
