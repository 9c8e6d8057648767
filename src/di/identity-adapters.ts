import type { Clock } from '../application/identity/ports/clock';
import type { HostedLogin } from '../application/identity/ports/hosted-login';
import type { IdentityProvider } from '../application/identity/ports/identity-provider';
import type { Logger } from '../application/ports/logger';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import { FetchHttpClient } from '../infrastructure/http/fetch-http-client';
import { lazyHostedLogin, lazyIdentityProvider } from '../infrastructure/identity/lazy-adapters';

/**
 * The identity adapters, made without the container: the application's module (modules/identity.module.ts)
 * and the sign-in page's island (sign-in-island.ts) use the same ones.
 */

/** The Cognito adapter (and the SDK), loaded on the first call, not with the first page. */
export function cognitoIdentityProvider(
  config: RuntimeConfig,
  clock: Clock,
  logger: Logger,
): IdentityProvider {
  return lazyIdentityProvider(async () => {
    const { CognitoIdentityProvider } =
      await import('../infrastructure/identity/cognito/cognito-identity-provider');
    return new CognitoIdentityProvider(config.identity, { clock, logger });
  });
}

/** The provider's hosted login, loaded when first used. */
export function browserHostedLogin(config: RuntimeConfig): HostedLogin {
  return lazyHostedLogin(config.identity.hostedLogin !== undefined, async () => {
    const [{ BrowserHostedLogin }, { browserSessionStorage }] = await Promise.all([
      import('../infrastructure/identity/browser-hosted-login'),
      import('../infrastructure/identity/browser-session-storage'),
    ]);
    return new BrowserHostedLogin(config.identity, {
      http: new FetchHttpClient(),
      storage: browserSessionStorage(),
      navigate: (url) => window.location.assign(url),
    });
  });
}
