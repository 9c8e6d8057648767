import type { Session } from '../../../domain/identity/session';

/**
 * Where the session is kept between page loads (local storage, under the identity provider's own key
 * names). Synchronous: the guard reads it on every navigation.
 */
export interface SessionStore {
  load(): Session | null;
  save(session: Session): void;
  /** Removes the provider's token keys. */
  clear(): void;
}
export const SessionStore = Symbol.for('SessionStore');
