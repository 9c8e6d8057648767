/**
 * Database failures as the rest of the server sees them: whether the database is unreachable (the API
 * answers 503, see server/http/errors.ts), and what of a failed query may be written to the log.
 *
 * A failed query's parameters carry whatever the request carried (password hashes, e-mail addresses,
 * names), and PostgreSQL's `detail` repeats key values: the log keeps the statement and the SQLSTATE
 * code only.
 */

/** The errors of the chain, outermost first (drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** SQLSTATE classes and codes that mean "the database is not there right now", not "the query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-3]|53300|53400)$/;
/** Socket errors of the driver (connection refused, reset, timed out, host unknown). */
const UNAVAILABLE_SYSCALL = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
/** Messages of node-postgres' pool and client, and of a closed PGlite, that have no code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed and is not queryable|PGlite is closed|terminating connection due to administrator command|the database system is (starting up|shutting down)|not currently accepting connections/i;

/** Whether the error (or one it wraps) says the database cannot be reached or dropped the connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = e.code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSCALL.has(code))) {
      return true;
    }
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** A failed query in the chain: drizzle's wrapper (`query` + `params`) or the driver's error (`code`). */
function failedQuery(error: unknown): { statement?: string; code?: string } | undefined {
  let statement: string | undefined;
  let code: string | undefined;
  let found = false;
  for (const e of chain(error)) {
    if (typeof e.query === 'string' && 'params' in e) {
      statement ??= e.query;
      found = true;
    }
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      code ??= e.code;
      found = true;
    }
    if ('severity' in e && 'routine' in e) found = true;
  }
  return found ? { ...(statement ? { statement } : {}), ...(code ? { code } : {}) } : undefined;
}

/** The stack's frames only: the first lines repeat the message, which may carry the parameters. */
const framesOf = (stack: unknown): string =>
  typeof stack === 'string' ? stack.slice(Math.max(0, stack.indexOf('\n    at '))).trim() : '';

/** What the log keeps of an error. */
export interface LoggedError {
  readonly [key: string]: unknown;
  readonly type: string;
  readonly message: string;
  readonly stack: string;
}

/**
 * The logger's `err` serializer. Database errors become `{ type, statement, code, stack }` (frames only);
 * any other error keeps its type, message, code and stack.
 */
export function serializeErrorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = failedQuery(error);
  if (query) {
    return {
      type: error.constructor.name,
      message: 'database query failed',
      ...query,
      ...(isDatabaseUnavailable(error) ? { unavailable: true } : {}),
      stack: framesOf(error.stack),
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    stack: error.stack ?? '',
  };
}
