import { AuthSession } from '../application/identity/auth-session';
import { StartHostedLogin } from '../application/identity/hosted-login';
import { SignIn } from '../application/identity/sign-in';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import { LocalStorageSessionStore } from '../infrastructure/identity/local-storage-session-store';
import { SystemClock } from '../infrastructure/identity/system-clock';
import { ConsoleLogger } from '../infrastructure/logging/console-logger';
import { browserStorage } from '../infrastructure/storage/key-value-storage';
import type { Resolver } from '../presentation/core/dependencies';
import { browserHostedLogin, cognitoIdentityProvider } from './identity-adapters';

/**
 * What the sign-in page's island asks for (the sign-in use case, the session, the hosted login), made
 * by hand with the application's own adapters: no container, no router before the first submit.
 */
export function signInIslandServices(config: RuntimeConfig): { resolver: Resolver; session: AuthSession } {
  const clock = new SystemClock();
  const logger = new ConsoleLogger();
  const provider = cognitoIdentityProvider(config, clock, logger);
  const session = new AuthSession(
    provider,
    new LocalStorageSessionStore(browserStorage(), config.identity.clientId),
    clock,
    logger,
  );
  const services = new Map<unknown, unknown>([
    [AuthSession, session],
    [SignIn, new SignIn(provider, session)],
    [StartHostedLogin, new StartHostedLogin(browserHostedLogin(config))],
  ]);
  const resolver: Resolver = {
    get: <T>(identifier: unknown): T => {
      if (!services.has(identifier)) throw new Error(`The sign-in page has no ${String(identifier)}.`);
      return services.get(identifier) as T;
    },
  };
  return { resolver, session };
}
