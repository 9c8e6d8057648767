import { ContainerModule } from 'inversify';
import type { Clock as ClockPort } from '../../../../src/application/identity/ports/clock';
import { Clock } from '../../../../src/application/identity/ports/clock';
import { HostedLogin } from '../../../../src/application/identity/ports/hosted-login';
import { IdentityProvider } from '../../../../src/application/identity/ports/identity-provider';
import { PasswordGenerator } from '../../../../src/application/identity/ports/password-generator';
import { SessionStore } from '../../../../src/application/identity/ports/session-store';
import { InstantClock } from './fake-clock';
import { FakeHostedLogin } from './fake-hosted-login';
import { FakeIdentityProvider } from './fake-identity-provider';
import { MemorySessionStore } from './memory-session-store';

export interface AuthFakes {
  readonly clock: ClockPort;
  readonly provider: FakeIdentityProvider;
  readonly store: MemorySessionStore;
  readonly hosted: FakeHostedLogin;
}

/** Fakes for every port of the sign-in feature; pass some to share them with the test. */
export function authFakes(partial: Partial<AuthFakes> = {}): AuthFakes {
  const clock = partial.clock ?? new InstantClock();
  return {
    clock,
    provider: partial.provider ?? new FakeIdentityProvider(clock),
    store: partial.store ?? new MemorySessionStore(),
    hosted: partial.hosted ?? new FakeHostedLogin(false),
  };
}

/** A container module that rebinds the sign-in feature's ports to these fakes (tests and stories). */
export function authFakesModule(fakes: AuthFakes): ContainerModule {
  return new ContainerModule(({ rebind }) => {
    rebind<ClockPort>(Clock).toConstantValue(fakes.clock);
    rebind(IdentityProvider).toConstantValue(fakes.provider);
    rebind(SessionStore).toConstantValue(fakes.store);
    rebind(HostedLogin).toConstantValue(fakes.hosted);
    rebind(PasswordGenerator).toConstantValue({ generate: () => 'ab'.repeat(30) });
  });
}
