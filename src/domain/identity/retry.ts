import type { AuthError } from './errors';

/** Calls to the identity provider are abandoned after 3 attempts. */
export const RETRY_ATTEMPTS = 3;
/** No wait between attempts is longer than 300,000 ms. */
export const RETRY_BACKOFF_CAP_MS = 300_000;
export const RETRY_BASE_DELAY_MS = 100;

/** Network errors, throttling, server errors (500, 502, 503, 504) and timeouts are retried. */
export function isRetryable(error: AuthError): boolean {
  return (
    error.code === 'Network' ||
    error.code === 'Throttling' ||
    error.code === 'ServerError' ||
    error.code === 'Timeout'
  );
}

/** HTTP statuses that are retried. */
export const RETRYABLE_STATUSES: readonly number[] = [500, 502, 503, 504];

/**
 * The wait before retry number `attempt` (1 = the first retry): exponential with jitter, capped.
 * `random` is a number in [0, 1).
 */
export function backoffDelay(attempt: number, random: number, baseMs = RETRY_BASE_DELAY_MS): number {
  const exponential = 2 ** attempt * baseMs;
  const jitter = random * baseMs;
  return Math.min(RETRY_BACKOFF_CAP_MS, Math.round(exponential + jitter));
}
