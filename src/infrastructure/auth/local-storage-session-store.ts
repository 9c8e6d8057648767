import type { SessionStore } from '../../application/auth/ports/session-store';
import type { Session } from '../../domain/auth/session';
import type { KeyValueStorage } from '../storage/key-value-storage';

const TOKEN_KEYS = ['idToken', 'accessToken', 'refreshToken', 'clockDrift'] as const;

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
    this.prefix = `CognitoIdentityServiceProvider.${clientId}`;
  }

  get lastAuthUserKey(): string {
    return `${this.prefix}.LastAuthUser`;
  }

  keyFor(username: string, name: (typeof TOKEN_KEYS)[number]): string {
    return `${this.prefix}.${username}.${name}`;
  }

  load(): Session | null {
    const username = this.storage.getItem(this.lastAuthUserKey);
    if (!username) return null;
    const idToken = this.storage.getItem(this.keyFor(username, 'idToken'));
    const accessToken = this.storage.getItem(this.keyFor(username, 'accessToken'));
    if (!idToken || !accessToken) return null;
    const drift = Number.parseInt(this.storage.getItem(this.keyFor(username, 'clockDrift')) ?? '0', 10);
    return {
      username,
      idToken,
      accessToken,
      refreshToken: this.storage.getItem(this.keyFor(username, 'refreshToken')) || null,
      clockDrift: Number.isFinite(drift) ? drift : 0,
    };
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
