import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/shared/paging';
import type { FieldError } from '../../src/domain/shared/validation';
import { principalOf } from '../access/authorization';
import type { AuditEntry } from '../audit/audit';
import { ApiError, validationFailed } from './errors';

/** The `{ error, message, fields? }` body of every refusal. */
export const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** Error bodies of the answers every administration route may give. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
} as const;

/** `page`, `pageSize`, `sort`, `order` of a server-side paged table. */
export function pagingQuery<S extends readonly string[]>(sorts: S, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      sort: { type: 'string', enum: [...sorts] },
      order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
      q: { type: 'string', maxLength: 100 },
      ...extra,
    },
  } as const;
}

export const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 } },
} as const;

/** A paged answer: `{ rows, total, page, pageSize }`. */
export function pageSchema(row: object) {
  return {
    type: 'object',
    properties: {
      rows: { type: 'array', items: row },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  } as const;
}

/** Refuses the request with field-level errors when the domain's rules find any. */
export function assertValid(errors: readonly FieldError[]): void {
  if (errors.length > 0) throw validationFailed([...errors]);
}

export const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/** Who and from where, for the audit trail. */
export function auditContext(
  request: FastifyRequest,
): Pick<AuditEntry, 'actorUsername' | 'requestId' | 'ipAddress'> {
  return { actorUsername: principalOf(request).username, requestId: request.id, ipAddress: request.ip };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern; the pattern matches anywhere, case-insensitively. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a database error is a unique-key violation (directly or wrapped by the ORM). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
