import type { PermissionCache } from '../menu/permission-cache';
import type { Logger } from '../ports/logger';
import type { AuthSession } from './auth-session';
import type { Clock } from './ports/clock';
import type { IdentityProvider } from './ports/identity-provider';

/** Sign-out completes on this device within 3 s, even when the provider cannot be reached. */
export const SIGN_OUT_TIMEOUT_MS = 3_000;

/**
 * Sign-out ('Cerrar Sesión'): clears cachePermiso and cacheGrupo, removes the provider's token keys
 * (so the route guard sends the user to /auth/login at once), then ends the session at the provider
 * (GlobalSignOut, and RevokeToken for the refresh token), waiting for it at most 3 s.
 */
export class SignOut {
  constructor(
    private readonly session: AuthSession,
    private readonly provider: IdentityProvider,
    private readonly permissions: PermissionCache,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    try {
      this.permissions.clear();
    } catch (error) {
      this.logger.warn('No se pudo borrar la caché de permisos.', error);
    }
    const ended = this.session.end('signOut');
    if (!ended) return;

    const abort = new AbortController();
    const options = { signal: abort.signal };
    const calls: Promise<void>[] = [this.provider.globalSignOut(ended.accessToken, options)];
    if (ended.refreshToken) calls.push(this.provider.revokeToken(ended.refreshToken, options));
    const atProvider = Promise.allSettled(calls).then((results) => {
      for (const result of results) {
        if (result.status === 'rejected') {
          this.logger.warn('El proveedor de identidad no confirmó el cierre de sesión.', result.reason);
        }
      }
      return 'done' as const;
    });
    const timedOut = this.clock.sleep(SIGN_OUT_TIMEOUT_MS, abort.signal).then(() => 'timeout' as const);
    const outcome = await Promise.race([atProvider, timedOut]);
    abort.abort();
    if (outcome === 'timeout') {
      this.logger.warn('El proveedor de identidad no respondió al cierre de sesión en 3 s.');
    }
  }
}
