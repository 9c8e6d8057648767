import Type, { type Static, type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/shared/paging';
import { IMPORT_MODES, type ImportSummary } from '../../domain/shared/spreadsheet-import';

/**
 * The API contract's shared pieces (docs/api-contract.md). Each feature's `contract.ts` declares its
 * routes' requests and answers once, as TypeBox schemas built from these: the server validates and
 * serialises with the schemas (server/<feature>/routes.ts), the SPA's ports and adapters take their
 * types from them with `Static<typeof X>` and import them with `import type` only, so no TypeBox code
 * reaches the browser bundle.
 */

/** The `{ error, message, fields? }` body of every refusal. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

/** The options of an object schema that refuses properties it does not name (every request here). */
export const strict = { additionalProperties: false } as const;

/** A schema or null. */
export const Nullable = <T extends Parameters<typeof Type.Array>[0]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A database id in a path: `/:id`. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Version = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** `{ version }`: what a delete or a state change sends. */
export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });

/** One of the given strings (an enum, e.g. a vocabulary array of src/domain), typed as their union. */
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

/** A reopening of a closed week or month: when, by whom and why. */
export const Reopening = Type.Object({ at: Type.String(), by: Type.String(), reason: Type.String() });

/** A fishing week as other screens name it: its id, year and number, dates and state. */
export const WeekRef = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  number: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  state: Type.String(),
});

/** An array the reader may not change (`readonly T[]` in its static type), as src/domain declares them. */
export const List = <T extends TSchema>(item: T, options?: { maxItems?: number }) =>
  Type.Immutable(Type.Array(item, options));

/**
 * True when two types accept the same values (readonly aside): a contract schema checked against the
 * src/domain type it carries, so the wire and the engine cannot drift apart (`const _: Same<A, B> = true`).
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A file answer (xlsx, pdf, zip, txt): bytes sent as they are (Fastify never serialises a buffer, a
 * stream or a text with its own content type), declared so that every route's 2xx answer is in the
 * contract. The SPA reads it as a download (DownloadedFile), not as JSON.
 */
export const FileAnswer = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });

/** The mode of a spreadsheet import (validate, the default; all or nothing; only the valid rows). */
export const ImportModeField = Type.Optional(OneOf(IMPORT_MODES));
/** The file's name, for the audit trail or the log. */
export const ImportNameField = Type.Optional(Type.String({ maxLength: 200 }));

/** What a spreadsheet import answers: its counts and each problem by row and column. */
export const ImportSummarySchema = Type.Object({
  mode: OneOf(IMPORT_MODES),
  rows: Type.Integer(),
  valid: Type.Integer(),
  rejected: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  saved: Type.Boolean(),
  problems: List(Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() })),
});

/* The domain's import summary and the schema accept the same values (checked by tsc). */
const sameSummary: Same<Static<typeof ImportSummarySchema>, ImportSummary> = true;
void sameSummary;
