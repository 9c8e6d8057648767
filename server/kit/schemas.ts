import Type, { type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/shared/paging';

/**
 * TypeBox schemas shared by every feature's routes. Routes register them with the TypeBox type
 * provider (`app.withTypeProvider<TypeBoxTypeProvider>()`), so handlers read typed params, query and
 * body without casts, and Fastify validates them (and serializes answers) from the same schemas.
 */

/** The `{ error, message, fields? }` body of every refusal. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

/** The refusals any protected API route may answer. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

/** A database id in a path: `/:id`. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Version = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `{ version }`: what a delete or a state change sends. */
export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });

/** One of the given strings (an enum), typed as their union. */
export const OneOf = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** A text of at most `max` characters (the domain's constant). */
export const Text = (max: number) => Type.String({ maxLength: max });

/** The longest search text of a list. */
export const SEARCH_MAX = 100;

/** 'asc' or 'desc', with a default. */
export const Order = (fallback: 'asc' | 'desc') =>
  Type.Unsafe<'asc' | 'desc'>({ type: 'string', enum: ['asc', 'desc'], default: fallback });

/** `page`, `pageSize`, `sort`, `order`, `q` of a server-side paged list, plus the feature's filters. */
export function PagingQuery<S extends readonly string[], X extends Record<string, TSchema>>(
  sorts: S,
  extra: X,
) {
  return Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
      sort: Type.Optional(OneOf(sorts)),
      order: Order('asc'),
      q: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
      ...extra,
    },
    { additionalProperties: false },
  );
}

/** A paged answer: `{ rows, total, page, pageSize }`. */
export const PageOf = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

/** `[{ id, label }]`: active records offered in another catalogue's form. */
export const OptionList = Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() }));
