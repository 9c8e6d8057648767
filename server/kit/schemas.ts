import Type from 'typebox';
import { ErrorBody, FileAnswer } from '../../src/application/shared/contract';

/**
 * TypeBox schemas shared by every feature's routes. Routes register them with the TypeBox type
 * provider (`app.withTypeProvider<TypeBoxTypeProvider>()`), so handlers read typed params, query and
 * body without casts, and Fastify validates them (and serializes answers) from the same schemas.
 * The wire shapes themselves are the API contract (src/application/shared/contract.ts and each
 * feature's contract.ts, docs/api-contract.md), which the SPA's adapters read their types from.
 */
export {
  ErrorBody,
  FileAnswer,
  IdParams,
  OneOf,
  OptionList,
  Order,
  PageOf,
  PagingQuery,
  SEARCH_MAX,
  Text,
  Version,
  VersionBody,
} from '../../src/application/shared/contract';

/** The refusals any protected API route may answer. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

/** The answers of a route that sends a file: the file, or a refusal. */
export const fileResponses = { 200: FileAnswer, ...errorResponses } as const;

/** The query of a route that takes none: any parameter is refused. */
export const NoQuery = Type.Object({}, { additionalProperties: false });
