import { describe, expect, it } from 'vitest';
import { LocalStorageSessionStore } from '../../../src/infrastructure/identity/local-storage-session-store';
import { MemoryStorage } from '../../../src/infrastructure/storage/key-value-storage';
import { makeSession } from '../../support/fakes/identity/tokens';

const P = 'CognitoIdentityServiceProvider.planillas-web';

describe('LocalStorageSessionStore', () => {
  it("keeps the session under Cognito's own key names", () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage, 'planillas-web');
    const session = makeSession({ username: 'ana', iat: 1000, clockDrift: -3 });
    store.save(session);
    expect(storage.getItem(`${P}.LastAuthUser`)).toBe('ana');
    expect(storage.getItem(`${P}.ana.idToken`)).toBe(session.idToken);
    expect(storage.getItem(`${P}.ana.accessToken`)).toBe(session.accessToken);
    expect(storage.getItem(`${P}.ana.refreshToken`)).toBe(session.refreshToken);
    expect(storage.getItem(`${P}.ana.clockDrift`)).toBe('-3');
    expect(store.load()).toEqual(session);
  });

  it('works with the real local storage and clears every token key', () => {
    const store = new LocalStorageSessionStore(localStorage, 'planillas-web');
    localStorage.setItem('cachePermiso', '[]');
    store.save(makeSession({ username: 'ana', iat: 1000 }));
    store.clear();
    expect(Object.keys(localStorage)).toEqual(['cachePermiso']);
    expect(store.load()).toBeNull();
  });

  it('replaces the tokens of another user who signed in before', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSessionStore(storage, 'planillas-web');
    store.save(makeSession({ username: 'ana', iat: 1000 }));
    store.save(makeSession({ username: 'luis', iat: 1000, refreshToken: null }));
    expect(storage.getItem(`${P}.ana.idToken`)).toBeNull();
    expect(store.load()).toMatchObject({ username: 'luis', refreshToken: null });
  });

  it('reads a partial or foreign session as none, and a bad drift as 0', () => {
    const storage = new MemoryStorage({ [`${P}.LastAuthUser`]: 'ana', [`${P}.ana.idToken`]: 'x' });
    const store = new LocalStorageSessionStore(storage, 'planillas-web');
    expect(store.load()).toBeNull();
    storage.setItem(`${P}.ana.accessToken`, 'y');
    storage.setItem(`${P}.ana.clockDrift`, 'nada');
    expect(store.load()).toEqual({
      username: 'ana',
      idToken: 'x',
      accessToken: 'y',
      refreshToken: null,
      clockDrift: 0,
    });
    expect(new LocalStorageSessionStore(storage, 'otro-cliente').load()).toBeNull();
  });
});
