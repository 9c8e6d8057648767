import type { FieldError } from '../../domain/shared/validation';

/** Why the backend refused or could not answer; messages are the server's, in Spanish. */
export type ApiFailure =
  /** 400: the form's fields, each with its message. */
  | { readonly kind: 'validation'; readonly message: string; readonly fields: readonly FieldError[] }
  /** 409: a stale version, a record in use, a self-protection rule… */
  | { readonly kind: 'conflict'; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'not-found'; readonly message: string }
  /** 401 or no session: the session guard takes the user to the sign-in page. */
  | { readonly kind: 'unauthorized'; readonly message: string }
  /**
   * The server answered, but with an error no other kind covers (a 5xx, a 413, a 422 without a route's
   * own handling…) or with an answer the screen cannot read. `message` is for the screen: the server's
   * Spanish reason, or a text naming the status; `reason` is the server's own message, when it sent one.
   */
  | {
      readonly kind: 'server';
      readonly status: number;
      readonly message: string;
      readonly reason: string | null;
    }
  /** The request did not reach the server or got no answer (a network failure): nothing else. */
  | { readonly kind: 'unavailable'; readonly message: string };

export type ApiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiFailure };

export const okResult = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const failed = <T>(error: ApiFailure): ApiResult<T> => ({ ok: false, error });

/**
 * Sends what the domain's rules accept; otherwise answers, without asking the server, with the fields
 * they mark (the same refusal the server would give), under `message` (the screen's own, when it has one).
 */
export const sendIfValid = <T>(
  errors: readonly FieldError[],
  send: () => Promise<ApiResult<T>>,
  message = 'Revise los datos marcados.',
): Promise<ApiResult<T>> =>
  errors.length > 0 ? Promise.resolve(failed({ kind: 'validation', message, fields: errors })) : send();
