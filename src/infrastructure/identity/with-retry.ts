import type { Clock } from '../../application/identity/ports/clock';
import type { Logger } from '../../application/ports/logger';
import { AuthError, toAuthError } from '../../domain/identity/errors';
import { backoffDelay, isRetryable, RETRY_ATTEMPTS } from '../../domain/identity/retry';

export interface RetryOptions {
  readonly clock: Clock;
  readonly random?: () => number;
  readonly logger?: Logger;
  readonly attempts?: number;
  readonly signal?: AbortSignal;
  /** What is being called, for the log. */
  readonly what?: string;
}

/** Shown when the identity provider cannot be reached after every attempt. */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'No se pudo conectar con el servicio de autenticación después de 3 intentos. Verifique su conexión e intente nuevamente.';

/**
 * Runs `call` until it succeeds, fails with an error that is not retried, or has been tried 3 times
 * (network errors, throttling, server errors and timeouts are retried with jittered exponential
 * back-off capped at 300,000 ms). When the attempts are used up, the error is ProviderUnavailable.
 */
export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  { clock, random = Math.random, logger, attempts = RETRY_ATTEMPTS, signal, what = 'call' }: RetryOptions,
): Promise<T> {
  let last: AuthError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      last = toAuthError(error);
      if (!isRetryable(last) || signal?.aborted) throw last;
      logger?.warn(`Intento ${attempt} de ${attempts} fallido (${what}): ${last.code}`);
      if (attempt < attempts) await clock.sleep(backoffDelay(attempt, random()), signal);
      if (signal?.aborted) throw last;
    }
  }
  throw new AuthError('ProviderUnavailable', PROVIDER_UNAVAILABLE_MESSAGE, last?.providerName);
}
