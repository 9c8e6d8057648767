import { failed, okResult, type ApiFailure, type ApiResult } from '../../application/shared/api-result';
import type { HttpClient, HttpMethod } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import type { Page } from '../../domain/shared/paging';
import { isAuthError } from '../../domain/identity/errors';
import type { FieldError } from '../../domain/shared/validation';
import { hasFields } from './answer-shape';

/** Only for a request that never got an answer (the network failed): never for an error the server sent. */
export const UNAVAILABLE = 'No se pudo conectar con el servidor. Intente nuevamente.';
/** An answer that is not what the route promises (a malformed page, a missing field). */
export const INVALID_ANSWER =
  'El servidor envió una respuesta que no se pudo leer. Intente nuevamente; si se repite, avise al administrador.';
const SESSION = 'Sesión no válida o expirada. Inicie sesión nuevamente.';

interface ErrorBody {
  readonly message?: unknown;
  readonly fields?: unknown;
}

function fieldsOf(body: ErrorBody | undefined): FieldError[] {
  if (!Array.isArray(body?.fields)) return [];
  return body.fields.filter((f) => hasFields<FieldError>(f, { field: 'string', message: 'string' }));
}

/**
 * A request that got no answer: the session's end (the identity provider's error) is the server's
 * 401; anything else is logged with `warning` and offered to retry.
 */
export function unanswered(error: unknown, logger: Logger, warning: string): ApiResult<never> {
  if (isAuthError(error)) return failed(failureOf(401, undefined));
  logger.warn(warning, error);
  return failed({ kind: 'unavailable', message: UNAVAILABLE });
}

/** The server's refusal as a failure with its Spanish message. */
export function failureOf(status: number, body: unknown): ApiFailure {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof b.message === 'string' && b.message.trim() !== '' ? b.message : undefined;
  switch (status) {
    case 400:
      return {
        kind: 'validation',
        message: message ?? 'Los datos enviados no son válidos.',
        fields: fieldsOf(b),
      };
    case 401:
      return { kind: 'unauthorized', message: message ?? SESSION };
    case 403:
      return { kind: 'forbidden', message: message ?? 'No tiene permiso para realizar esta acción.' };
    case 404:
      return { kind: 'not-found', message: message ?? 'Recurso no disponible.' };
    case 409:
      return { kind: 'conflict', message: message ?? 'Los datos cambiaron. Vuelva a cargarlos.' };
    default:
      return serverFailure(status, message);
  }
}

/**
 * An error the server sent that no other kind covers: its Spanish message when it sent one (a 5xx's
 * prefixed with what happened), else a text naming the status. Never «No se pudo conectar»: the server
 * did answer.
 */
export function serverFailure(status: number, reason: string | undefined): ApiFailure {
  const message =
    status >= 500
      ? reason !== undefined
        ? `El servidor no pudo atender la solicitud (error ${status}): ${reason}`
        : `El servidor no pudo atender la solicitud (error ${status}). Intente nuevamente; si se repite, avise al administrador.`
      : (reason ?? `El servidor rechazó la solicitud (error ${status}).`);
  return { kind: 'server', status, message, reason: reason ?? null };
}

/** An answer with a success status whose body is not what the route promises. */
export const invalidAnswer = (status = 200): ApiFailure => ({
  kind: 'server',
  status,
  message: INVALID_ANSWER,
  reason: null,
});

/**
 * JSON calls to the backend API over the bearer-decorated HttpClient (paths under the first backend
 * prefix): answers become results, refusals failures with the server's Spanish message.
 */
export class JsonApi {
  constructor(
    private readonly http: HttpClient,
    private readonly backend: string,
    private readonly logger: Logger,
  ) {}

  async call<T>(method: HttpMethod, path: string, body?: unknown): Promise<ApiResult<T>> {
    const url = `${this.backend.replace(/\/+$/, '')}${path}`;
    let response;
    try {
      response = await this.http.request<T>({
        method,
        url,
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      // The bearer decorator refuses to send without a session (the guard then signs the user out).
      if (isAuthError(error)) return failed({ kind: 'unauthorized', message: SESSION });
      this.logger.warn(`No se pudo llamar a ${method} ${path}.`, error);
      return failed({ kind: 'unavailable', message: UNAVAILABLE });
    }
    if (response.status >= 200 && response.status < 300) return okResult(response.body);
    if (response.status >= 500) this.logger.warn(`${method} ${path} respondió HTTP ${response.status}.`);
    return failed(failureOf(response.status, response.body));
  }

  /** A list answer must be a page (rows and total): anything else is an unavailable server, not a crash. */
  async page<T>(path: string): Promise<ApiResult<Page<T>>> {
    const result = await this.call<Page<T>>('GET', path);
    if (!result.ok) return result;
    const body = result.value as Partial<Page<T>> | null | undefined;
    if (!body || !Array.isArray(body.rows) || typeof body.total !== 'number') {
      this.logger.warn(`GET ${path} respondió una página no válida.`);
      return failed(invalidAnswer());
    }
    return result;
  }

  /** A list answer must be an array. */
  async list<T>(path: string): Promise<ApiResult<T[]>> {
    const result = await this.call<T[]>('GET', path);
    if (result.ok && !Array.isArray(result.value)) {
      this.logger.warn(`GET ${path} respondió una lista no válida.`);
      return failed(invalidAnswer());
    }
    return result;
  }
}
