/** Time, as a port: the domain gets it passed in, tests move it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds (or at once when the signal aborts). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export const Clock = Symbol.for('Clock');
