import { ContainerModule } from 'inversify';
import { AuthSession } from '../../application/auth/auth-session';
import { ChangePassword } from '../../application/auth/change-password';
import { ManageDevices, VerifyUserAttribute } from '../../application/auth/devices';
import { GetCurrentUser } from '../../application/auth/get-current-user';
import { CompleteHostedLogin, StartHostedLogin } from '../../application/auth/hosted-login';
import { Clock } from '../../application/auth/ports/clock';
import { HostedLogin } from '../../application/auth/ports/hosted-login';
import { IdentityProvider } from '../../application/auth/ports/identity-provider';
import { PasswordGenerator } from '../../application/auth/ports/password-generator';
import { SessionStore } from '../../application/auth/ports/session-store';
import { RecoverPassword } from '../../application/auth/recover-password';
import { SignIn } from '../../application/auth/sign-in';
import { SignOut } from '../../application/auth/sign-out';
import { SignUp } from '../../application/auth/sign-up';
import { PermissionCache } from '../../application/menu/permission-cache';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { CryptoPasswordGenerator } from '../../infrastructure/auth/crypto-password-generator';
import { lazyHostedLogin, lazyIdentityProvider } from '../../infrastructure/auth/lazy-adapters';
import { LocalStorageSessionStore } from '../../infrastructure/auth/local-storage-session-store';
import { SystemClock } from '../../infrastructure/auth/system-clock';
import { BearerHttpClient } from '../../infrastructure/http/bearer-http-client';
import { EarlyHttpClient } from '../../infrastructure/http/early-http-client';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { browserStorage } from '../../infrastructure/storage/key-value-storage';

/**
 * Sign-in, session, password recovery: the identity-provider port and its use cases, and the
 * HttpClient every feature uses (fetch decorated with the session's bearer token).
 */
export function identityModule(config: RuntimeConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Adapters: browser globals are touched only when first resolved.
    bind<Clock>(Clock).toConstantValue(new SystemClock());
    bind<SessionStore>(SessionStore)
      .toDynamicValue(() => new LocalStorageSessionStore(browserStorage(), config.identity.clientId))
      .inSingletonScope();
    bind<IdentityProvider>(IdentityProvider)
      .toResolvedValue(
        (clock: Clock, logger: Logger) =>
          // The Cognito adapter (and the SDK) load on the first call, not with the first page.
          lazyIdentityProvider(async () => {
            const { CognitoIdentityProvider } =
              await import('../../infrastructure/auth/cognito/cognito-identity-provider');
            return new CognitoIdentityProvider(config.identity, { clock, logger });
          }),
        [Clock, Logger],
      )
      .inSingletonScope();
    bind<HostedLogin>(HostedLogin)
      .toDynamicValue(() =>
        lazyHostedLogin(config.identity.hostedLogin !== undefined, async () => {
          const [{ BrowserHostedLogin }, { browserSessionStorage }] = await Promise.all([
            import('../../infrastructure/auth/browser-hosted-login'),
            import('../../infrastructure/auth/browser-session-storage'),
          ]);
          return new BrowserHostedLogin(config.identity, {
            http: new FetchHttpClient(),
            storage: browserSessionStorage(),
            navigate: (url) => window.location.assign(url),
          });
        }),
      )
      .inSingletonScope();
    bind<PasswordGenerator>(PasswordGenerator).toDynamicValue(() => new CryptoPasswordGenerator());
    bind<HttpClient>(HttpClient)
      .toResolvedValue(
        (session: AuthSession) =>
          // Early: the start-up may ask for the first screen's answers before its code has loaded.
          new EarlyHttpClient(new BearerHttpClient(new FetchHttpClient(), session, config.backendPrefixes)),
        [AuthSession],
      )
      .inSingletonScope();

    // The session and the use cases.
    bind(AuthSession)
      .toResolvedValue(
        (provider: IdentityProvider, store: SessionStore, clock: Clock, logger: Logger) =>
          new AuthSession(provider, store, clock, logger),
        [IdentityProvider, SessionStore, Clock, Logger],
      )
      .inSingletonScope();
    bind(SignOut)
      .toResolvedValue(
        (
          session: AuthSession,
          provider: IdentityProvider,
          permissions: PermissionCache,
          clock: Clock,
          logger: Logger,
        ) => new SignOut(session, provider, permissions, clock, logger),
        [AuthSession, IdentityProvider, PermissionCache, Clock, Logger],
      )
      .inSingletonScope();
    bind(GetCurrentUser)
      .toResolvedValue((session: AuthSession) => new GetCurrentUser(session), [AuthSession])
      .inSingletonScope();
    bind(SignIn)
      .toResolvedValue(
        (provider: IdentityProvider, session: AuthSession) => new SignIn(provider, session),
        [IdentityProvider, AuthSession],
      )
      .inSingletonScope();
    bind(ChangePassword)
      .toResolvedValue(
        (provider: IdentityProvider, session: AuthSession, signOut: SignOut, logger: Logger) =>
          new ChangePassword(provider, session, signOut, logger),
        [IdentityProvider, AuthSession, SignOut, Logger],
      )
      .inSingletonScope();
    bind(RecoverPassword)
      .toResolvedValue((provider: IdentityProvider) => new RecoverPassword(provider), [IdentityProvider])
      .inSingletonScope();
    bind(SignUp)
      .toResolvedValue(
        (provider: IdentityProvider, passwords: PasswordGenerator) => new SignUp(provider, passwords),
        [IdentityProvider, PasswordGenerator],
      )
      .inSingletonScope();
    bind(StartHostedLogin)
      .toResolvedValue((hosted: HostedLogin) => new StartHostedLogin(hosted), [HostedLogin])
      .inSingletonScope();
    bind(CompleteHostedLogin)
      .toResolvedValue(
        (hosted: HostedLogin, session: AuthSession, clock: Clock) =>
          new CompleteHostedLogin(hosted, session, clock),
        [HostedLogin, AuthSession, Clock],
      )
      .inSingletonScope();
    bind(ManageDevices)
      .toResolvedValue(
        (provider: IdentityProvider, session: AuthSession) => new ManageDevices(provider, session),
        [IdentityProvider, AuthSession],
      )
      .inSingletonScope();
    bind(VerifyUserAttribute)
      .toResolvedValue(
        (provider: IdentityProvider, session: AuthSession) => new VerifyUserAttribute(provider, session),
        [IdentityProvider, AuthSession],
      )
      .inSingletonScope();
  });
}
