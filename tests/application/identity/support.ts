import { AuthSession } from '../../../src/application/identity/auth-session';
import { FakeClock } from '../../support/fakes/identity/fake-clock';
import { FakeIdentityProvider } from '../../support/fakes/identity/fake-identity-provider';
import { MemorySessionStore } from '../../support/fakes/identity/memory-session-store';
import { SpyLogger } from '../../support/fakes/spy-logger';

/** The collaborators every auth use case needs, all fakes, sharing one clock. */
export function makeAuth() {
  const clock = new FakeClock();
  const provider = new FakeIdentityProvider(clock);
  const store = new MemorySessionStore();
  const logger = new SpyLogger();
  const session = new AuthSession(provider, store, clock, logger);
  /** Signs `username` in as if through the provider (stored tokens, provider knows the refresh token). */
  const signInAs = (username = 'ana') => {
    const result = session.establish(provider.issue(username));
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  return { clock, provider, store, logger, session, signInAs };
}
