import Type, { type Static } from 'typebox';
import type { ClosedResultReview } from '../../src/application/closed-result-reviews/closed-result-reviews-api';
import type { ClosedResultReviewService } from './service';
import { guarded } from '../kit/route-options';
import { typedRoutes } from '../kit/typed-routes';

const strict = { additionalProperties: false } as const;
const Amount = Type.String({ maxLength: 24 });
const NullableAmount = Type.Union([Amount, Type.Null()]);
const Period = {
  id: Type.Integer(),
  year: Type.Integer(),
  number: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  month: Type.String(),
};

/** The answer of `GET /semanas-de-pesca/revision`: the one definition of its shape. */
export const ClosedResultReviewAnswer = Type.Object({
  revision: Type.String(),
  finished: Type.Boolean(),
  weeks: Type.Array(
    Type.Object({
      ...Period,
      workers: Type.Array(
        Type.Object({
          document: Type.String(),
          name: Type.String(),
          storedNet: NullableAmount,
          correctNet: NullableAmount,
          netDifference: Amount,
          storedDeductions: NullableAmount,
          correctDeductions: NullableAmount,
          storedEmployer: NullableAmount,
          correctEmployer: NullableAmount,
        }),
      ),
      totals: Type.Object({
        workers: Type.Integer(),
        storedNet: Amount,
        correctNet: Amount,
        netDifference: Amount,
      }),
    }),
  ),
  unreviewable: Type.Array(Type.Object({ ...Period, reason: Type.String() })),
  months: Type.Array(
    Type.Object({
      month: Type.String(),
      weeks: Type.Array(Type.Integer()),
      workers: Type.Integer(),
      netDifference: Amount,
    }),
  ),
  totals: Type.Object({ weeks: Type.Integer(), workers: Type.Integer(), netDifference: Amount }),
});

/** The SPA's port type and this schema are the same shape, read-only aside (a compile-time check). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DeepReadonly<T> = T extends readonly (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
type Answer = Static<typeof ClosedResultReviewAnswer>;
const sameShape: Same<DeepReadonly<Answer>, DeepReadonly<ClosedResultReview>> = true;
void sameShape;

/**
 * The closed result review's API (docs/fishing-weeks.md, "Closed result reviews"): the closed weeks
 * (and months) whose stored result differs from the current engine's, on the module `semana_de_pesca`
 * (ver). The review itself runs at start, in the background.
 */
export const closedResultReviewRoutes = typedRoutes<{ service: ClosedResultReviewService }>(
  async (app, opts) => {
    app.get(
      '/semanas-de-pesca/revision',
      guarded(
        'semana_de_pesca',
        'ver',
        { querystring: Type.Object({}, strict) },
        { 200: ClosedResultReviewAnswer },
      ),
      async (): Promise<Answer> => {
        const r = await opts.service.findings();
        // The port's read-only lists as the schema's lists.
        return {
          ...r,
          weeks: r.weeks.map((w) => ({ ...w, workers: [...w.workers] })),
          unreviewable: [...r.unreviewable],
          months: r.months.map((m) => ({ ...m, weeks: [...m.weeks] })),
        };
      },
    );
  },
);
