import { STALE_UPDATE_MESSAGE } from '../../src/domain/shared/stale-update';
/**
 * Expected API failures with the Spanish message the user sees. The server's error handler turns them
 * into `{ error, message, fields? }` with the status code.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: readonly { readonly field: string; readonly message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export { STALE_UPDATE_MESSAGE };

/** A stale update (the version the client read is not the current one): refused, never overwritten. */
export const staleUpdate = () => new ApiError(409, 'Conflict', STALE_UPDATE_MESSAGE);
export const notFound = (message = 'Recurso no disponible.') => new ApiError(404, 'NotFound', message);
export const validationFailed = (
  fields: { field: string; message: string }[],
  message = 'Los datos enviados no son válidos.',
) => new ApiError(400, 'ValidationError', message, fields);

/**
 * A state transition refused by a domain state machine (a week's, a month's): 409 when the state does
 * not allow it, 403 without the permission it needs, 400 for a bad reason (named on the `reason` field).
 */
export function transitionRefused(refusal: { status: 400 | 403 | 409; message: string }): ApiError {
  const { status, message } = refusal;
  return new ApiError(
    status,
    status === 409 ? 'Conflict' : status === 403 ? 'Forbidden' : 'ValidationError',
    message,
    status === 400 ? [{ field: 'reason', message }] : undefined,
  );
}
