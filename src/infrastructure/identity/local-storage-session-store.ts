import type { SessionStore } from '../../application/identity/ports/session-store';
import type { Session } from '../../domain/identity/session';
import type { KeyValueStorage } from '../storage/key-value-storage';

const TOKEN_KEYS = ['idToken', 'accessToken', 'refreshToken', 'clockDrift'] as const;

/** The key prefix of a web client's session (`CognitoIdentityServiceProvider.<clientId>`). */
export const sessionKeyPrefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}`;

/**
 * The session stored under a client's prefix, or null (what `LocalStorageSessionStore.load` reads; a
 * function of its own for the dashboard frame's script, which only reads).
 */
export function readStoredSession(storage: KeyValueStorage, prefix: string): Session | null {
  const key = (username: string, name: (typeof TOKEN_KEYS)[number]) => `${prefix}.${username}.${name}`;
  const username = storage.getItem(`${prefix}.LastAuthUser`);
  if (!username) return null;
  const idToken = storage.getItem(key(username, 'idToken'));
  const accessToken = storage.getItem(key(username, 'accessToken'));
  if (!idToken || !accessToken) return null;
  const drift = Number.parseInt(storage.getItem(key(username, 'clockDrift')) ?? '0', 10);
  return {
    username,
    idToken,
    accessToken,
    refreshToken: storage.getItem(key(username, 'refreshToken')) || null,
    clockDrift: Number.isFinite(drift) ? drift : 0,
  };
}

/**
 * The session in local storage under the identity provider's own key names (as Amplify and
 * amazon-cognito-identity-js keep them), so tools that know Cognito recognise them:
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.idToken|accessToken|refreshToken|clockDrift`.
 */
export class LocalStorageSessionStore implements SessionStore {
  private readonly prefix: string;

  constructor(
    private readonly storage: KeyValueStorage,
    clientId: string,
  ) {
    this.prefix = sessionKeyPrefix(clientId);
  }

  get lastAuthUserKey(): string {
    return `${this.prefix}.LastAuthUser`;
  }

  keyFor(username: string, name: (typeof TOKEN_KEYS)[number]): string {
    return `${this.prefix}.${username}.${name}`;
  }

  load(): Session | null {
    return readStoredSession(this.storage, this.prefix);
  }

  save(session: Session): void {
    const previous = this.storage.getItem(this.lastAuthUserKey);
    if (previous && previous !== session.username) this.removeTokens(previous);
    this.storage.setItem(this.keyFor(session.username, 'idToken'), session.idToken);
    this.storage.setItem(this.keyFor(session.username, 'accessToken'), session.accessToken);
    if (session.refreshToken) {
      this.storage.setItem(this.keyFor(session.username, 'refreshToken'), session.refreshToken);
    } else {
      this.storage.removeItem(this.keyFor(session.username, 'refreshToken'));
    }
    this.storage.setItem(this.keyFor(session.username, 'clockDrift'), String(session.clockDrift));
    this.storage.setItem(this.lastAuthUserKey, session.username);
  }

  clear(): void {
    const username = this.storage.getItem(this.lastAuthUserKey);
    if (username) this.removeTokens(username);
    this.storage.removeItem(this.lastAuthUserKey);
  }

  private removeTokens(username: string): void {
    for (const name of TOKEN_KEYS) this.storage.removeItem(this.keyFor(username, name));
  }
}
