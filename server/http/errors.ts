import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ApiError } from '../kit/errors';
import { isDatabaseUnavailable } from '../kit/database-errors';
import type { RouteTable } from './route-table';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media types a route reads when they are not JSON: its 415 names them. */
    acceptedMediaTypes?: readonly string[];
  }
}

/** The 415 of a route that reads other media types than JSON: it names them. */
export function mediaTypeMessage(types: readonly string[]): string {
  const list =
    types.length > 1 ? `${types.slice(0, -1).join(', ')} o ${types[types.length - 1]}` : (types[0] ?? '');
  return `Tipo de contenido no admitido: envíe el archivo como ${list}.`;
}

/** The Spanish texts of every failure the framework (not a feature) answers on the API. */
export const FRAMEWORK_MESSAGES = {
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  badRequest: 'La solicitud no es válida.',
  tooLarge: 'La solicitud es demasiado grande.',
  mediaType: 'Tipo de contenido no admitido: envíe los datos como application/json.',
  notFound: 'Recurso no disponible.',
  methodNotAllowed: 'El recurso no admite esta operación.',
  rateLimited: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  databaseUnavailable: 'Base de datos no disponible, intente de nuevo en unos momentos.',
  unexpected: 'Ocurrió un error inesperado.',
  validation: 'Los datos enviados no son válidos.',
} as const;

const STATUS_CODES: Readonly<Record<number, string>> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'MethodNotAllowed',
  409: 'Conflict',
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'vacío',
};

/** A schema violation (JSON Schema keyword and its parameters) in the user's language. */
export function schemaMessage(keyword: string, params: Record<string, unknown>): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return 'Es obligatorio.';
    case 'additionalProperties':
      return 'Campo no admitido.';
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `Debe ser ${types.join(' o ')}.`;
    }
    case 'maxLength':
      return `No puede superar ${limit} caracteres.`;
    case 'minLength':
      return limit <= 1 ? 'Es obligatorio.' : `Debe tener al menos ${limit} caracteres.`;
    case 'maximum':
      return `Debe ser menor o igual a ${limit}.`;
    case 'minimum':
      return `Debe ser mayor o igual a ${limit}.`;
    case 'exclusiveMaximum':
      return `Debe ser menor que ${limit}.`;
    case 'exclusiveMinimum':
      return `Debe ser mayor que ${limit}.`;
    case 'maxItems':
      return `No debe tener más de ${limit} elementos.`;
    case 'minItems':
      return `Debe tener al menos ${limit} elementos.`;
    case 'maxProperties':
      return `No debe tener más de ${limit} entradas.`;
    case 'enum':
      return `Debe ser uno de: ${((params.allowedValues as unknown[]) ?? []).map(String).join(', ')}.`;
    case 'pattern':
    case 'format':
      return 'No tiene el formato esperado.';
    default:
      return 'Valor no válido.';
  }
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A failure as the API answers it: status, `{ error, message, fields? }`, extra headers. */
export interface ErrorAnswer {
  readonly status: number;
  readonly error: string;
  readonly message: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
  readonly headers?: Readonly<Record<string, string>>;
}

const answer = (
  status: number,
  error: string,
  message: string,
  extra: Pick<ErrorAnswer, 'fields' | 'headers'> = {},
): ErrorAnswer => ({ status, error, message, ...extra });

/**
 * The one mapping of every error to an answer: schema validation, the features' ApiErrors, the
 * framework's own failures (invalid JSON, body too large, media type, rate limit), an unreachable
 * database (503 with Retry-After) and anything else (500, logged).
 */
export function errorAnswer(error: FastifyError): ErrorAnswer {
  if (error.validation) {
    return answer(400, 'ValidationError', FRAMEWORK_MESSAGES.validation, {
      fields: error.validation.map((v) => {
        const params = v.params as { missingProperty?: string; additionalProperty?: string };
        const property = params.missingProperty ?? params.additionalProperty;
        const path = property !== undefined ? `${v.instancePath}/${property}` : v.instancePath;
        return {
          field: path.replace(/^\//, '').replace(/\//g, '.') || '(cuerpo)',
          message: schemaMessage(v.keyword, v.params as Record<string, unknown>),
        };
      }),
    });
  }
  if (error instanceof ApiError) {
    return answer(error.statusCode, error.code, error.message, error.fields ? { fields: error.fields } : {});
  }
  if (isDatabaseUnavailable(error)) {
    return answer(503, 'DatabaseUnavailable', FRAMEWORK_MESSAGES.databaseUnavailable, {
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, 'InvalidJson', FRAMEWORK_MESSAGES.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'PayloadTooLarge', FRAMEWORK_MESSAGES.tooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'UnsupportedMediaType', FRAMEWORK_MESSAGES.mediaType);
  }
  // The JSON parser's own SyntaxError (e.g. a "__proto__" key) carries status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return answer(400, 'InvalidJson', FRAMEWORK_MESSAGES.invalidJson);
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status === 429) return answer(429, 'TooManyRequests', FRAMEWORK_MESSAGES.rateLimited);
  if (status === 413) return answer(413, 'PayloadTooLarge', FRAMEWORK_MESSAGES.tooLarge);
  if (status === 415) return answer(415, 'UnsupportedMediaType', FRAMEWORK_MESSAGES.mediaType);
  if (status >= 500) return answer(500, 'InternalError', FRAMEWORK_MESSAGES.unexpected);
  // Any other 4xx of the framework or a plugin: its English text and internal code are not for users.
  if (status === 404) return answer(404, 'NotFound', FRAMEWORK_MESSAGES.notFound);
  return answer(status, STATUS_CODES[status] ?? 'BadRequest', FRAMEWORK_MESSAGES.badRequest);
}

/** Cognito's exception name for an answer of the built-in pool's protocol. */
function cognitoType(answer: ErrorAnswer): string {
  if (answer.status === 429) return 'TooManyRequestsException';
  if (answer.status === 404 || answer.status === 405) return 'UnknownOperationException';
  if (answer.status >= 500) return 'InternalErrorException';
  if (answer.error === 'InvalidJson') return 'SerializationException';
  return 'InvalidParameterException';
}

/** Cognito's English wording for the protocol's answers (clients match on `__type`). */
function cognitoMessage(answer: ErrorAnswer): string {
  if (answer.fields && answer.fields.length > 0) {
    const problems = answer.fields.map(
      (f) =>
        `Value at '${f.field}' failed to satisfy constraint: Member must not contain NUL or unpaired surrogates`,
    );
    return `${problems.length} validation error${problems.length === 1 ? '' : 's'} detected: ${problems.join('; ')}`;
  }
  switch (answer.status) {
    case 413:
      return 'Request entity too large.';
    case 415:
      return 'Unsupported media type.';
    case 404:
    case 405:
      return 'Unknown operation';
    case 429:
      return 'Too many requests';
    case 503:
      return 'Service unavailable, try again.';
  }
  if (answer.error === 'InvalidJson') return 'Start of structure or map found where not expected.';
  return answer.status >= 500 ? 'Internal server error.' : 'Invalid request.';
}

export interface ErrorHandlingOptions {
  /** The API prefix: unknown routes under it answer the API's JSON 404/405. */
  readonly backendPrefix: string;
  /** The built-in pool's protocol path: its failures answer Cognito's `{ __type, message }`. */
  readonly cognitoPath: string;
  readonly routes: RouteTable;
}

const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Sends an answer in the shape of the place it happened: Cognito's protocol gets
 * `{ __type, message }` with `x-amzn-ErrorType`; everything else the API's `{ error, message, fields? }`.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  result: ErrorAnswer,
  cognitoPath: string,
): FastifyReply {
  for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
  if (under(request.url, cognitoPath)) {
    const type = cognitoType(result);
    return reply
      .code(result.status)
      .header('x-amzn-errortype', `${type}:`)
      .header('cache-control', 'no-store')
      .header('content-type', 'application/x-amz-json-1.1')
      .send(Buffer.from(JSON.stringify({ __type: type, message: cognitoMessage(result) })));
  }
  return reply.code(result.status).send({
    error: result.error,
    message: result.message,
    ...(result.fields ? { fields: result.fields } : {}),
  });
}

/** The 404 of a path, or the 405 (with `Allow`) of a path that exists with other methods. */
export function notFoundAnswer(request: FastifyRequest, routes: RouteTable): ErrorAnswer {
  const methods = routes.methodsFor(request.url);
  if (methods.length > 0 && !methods.includes(request.method)) {
    return answer(405, 'MethodNotAllowed', FRAMEWORK_MESSAGES.methodNotAllowed, {
      headers: { allow: methods.sort().join(', ') },
    });
  }
  return answer(404, 'NotFound', FRAMEWORK_MESSAGES.notFound);
}

/**
 * Fastify's `frameworkErrors`: failures before any route is found (a malformed URL), in the same shape.
 */
export const frameworkErrors =
  (cognitoPath: string): NonNullable<FastifyServerOptions['frameworkErrors']> =>
  (_error, request, reply) => {
    void sendError(request, reply, answer(400, 'BadRequest', FRAMEWORK_MESSAGES.badRequest), cognitoPath);
  };

/**
 * The server's central error handling: one error handler for every route (see `errorAnswer`), and
 * JSON 404/405 answers under the API prefix and the pool's protocol path. Unknown paths elsewhere are
 * left to the SPA's fallback (server/http/spa.ts).
 */
export async function installErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions,
): Promise<void> {
  const { cognitoPath, routes } = options;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answered = errorAnswer(error);
    const accepted = request.routeOptions.config.acceptedMediaTypes;
    const result =
      answered.status === 415 && accepted ? { ...answered, message: mediaTypeMessage(accepted) } : answered;
    if (result.status === 503) {
      request.log.warn({ err: error }, 'database unavailable');
    } else if (result.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendError(request, reply, result, cognitoPath);
  });
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, notFoundAnswer(request, routes), cognitoPath);
  for (const prefix of [options.backendPrefix, cognitoPath]) {
    await app.register(async (scope) => scope.setNotFoundHandler(notFound), { prefix });
  }
}
