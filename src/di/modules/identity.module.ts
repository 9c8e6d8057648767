import { ContainerModule } from 'inversify';
import { AuthSession } from '../../application/identity/auth-session';
import { ChangePassword } from '../../application/identity/change-password';
import { ManageDevices, VerifyUserAttribute } from '../../application/identity/devices';
import { GetCurrentUser } from '../../application/identity/get-current-user';
import { CompleteHostedLogin, StartHostedLogin } from '../../application/identity/hosted-login';
import { Clock } from '../../application/identity/ports/clock';
import { HostedLogin } from '../../application/identity/ports/hosted-login';
import { IdentityProvider } from '../../application/identity/ports/identity-provider';
import { PasswordGenerator } from '../../application/identity/ports/password-generator';
import { SessionStore } from '../../application/identity/ports/session-store';
import { RecoverPassword } from '../../application/identity/recover-password';
import { SignIn } from '../../application/identity/sign-in';
import { SignOut } from '../../application/identity/sign-out';
import { SignUp } from '../../application/identity/sign-up';
import { PermissionCache } from '../../application/menu/permission-cache';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { browserHostedLogin, cognitoIdentityProvider } from '../identity-adapters';
import { CryptoPasswordGenerator } from '../../infrastructure/identity/crypto-password-generator';
import { LocalStorageSessionStore } from '../../infrastructure/identity/local-storage-session-store';
import { SystemClock } from '../../infrastructure/identity/system-clock';
import { BearerHttpClient } from '../../infrastructure/http/bearer-http-client';
import { EarlyHttpClient } from '../../infrastructure/http/early-http-client';
import { FetchHttpClient } from '../../infrastructure/http/fetch-http-client';
import { browserStorage } from '../../infrastructure/storage/key-value-storage';
import { bindOver } from './bind-service';

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
        (clock: Clock, logger: Logger) => cognitoIdentityProvider(config, clock, logger),
        [Clock, Logger],
      )
      .inSingletonScope();
    bind<HostedLogin>(HostedLogin)
      .toDynamicValue(() => browserHostedLogin(config))
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
    bindOver(bind, GetCurrentUser, AuthSession);
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
    bindOver(bind, RecoverPassword, IdentityProvider);
    bind(SignUp)
      .toResolvedValue(
        (provider: IdentityProvider, passwords: PasswordGenerator) => new SignUp(provider, passwords),
        [IdentityProvider, PasswordGenerator],
      )
      .inSingletonScope();
    bindOver(bind, StartHostedLogin, HostedLogin);
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
