import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../kit/errors';

/** A NUL or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (nor any sane field hold). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const INVALID_TEXT_MESSAGE = 'Contiene caracteres no válidos.';

/** Nested objects deeper than this are not walked further (the body limit bounds the size anyway). */
const MAX_DEPTH = 32;

/**
 * The path (`name`, `grants.noticia.0`, `AuthParameters.USERNAME`) of the first string — value or key —
 * holding a NUL or a lone surrogate, or undefined when every text is clean.
 */
export function findInvalidText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? path || '(valor)' : undefined;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  // A file sent as the body (a Buffer) is bytes, not texts: its reader checks what it holds. Walking it
  // as an object would list every byte as an entry (a 5 MB upload: millions of them, on the event loop).
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInvalidText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const where = path ? `${path}.${key}` : key;
    if (INVALID_TEXT.test(key)) return where;
    const found = findInvalidText(item, where, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Thrown by the guard; the central error handler answers it in the API's or Cognito's shape. */
export class InvalidTextError extends ApiError {
  constructor(readonly field: string) {
    super(400, 'ValidationError', 'Los datos enviados no son válidos.', [
      { field, message: INVALID_TEXT_MESSAGE },
    ]);
    this.name = 'InvalidTextError';
  }
}

/** A JSON body some routes (the Cognito protocol) keep as text and parse themselves. */
function parsedTextBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'string') return body;
  if (INVALID_TEXT.test(body)) return body;
  if (!/json/i.test(String(request.headers['content-type'] ?? ''))) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined; // The route answers its own "not JSON" error.
  }
}

/**
 * Refuses NUL and lone surrogates in every text of every request — path parameters, query string and
 * body, values and keys, whatever the route — before validation and before any handler runs. Register
 * it on the root instance before the routes.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', parsedTextBody(request)],
    ];
    for (const [, value] of sources) {
      const field = findInvalidText(value);
      if (field !== undefined) throw new InvalidTextError(field);
    }
  });
}
