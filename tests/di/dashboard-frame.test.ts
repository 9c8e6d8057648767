import { afterEach, describe, expect, it } from 'vitest';
import {
  frameGreeting,
  frameMatches,
  showFrame,
  storedClientIds,
  type FrameContext,
} from '../../src/di/dashboard-frame';
import { DEFAULT_LAYOUT_CONFIG } from '../../src/domain/layout/layout-config';
import { LocalStorageSessionStore } from '../../src/infrastructure/identity/local-storage-session-store';
import { MemoryStorage } from '../../src/infrastructure/storage/key-value-storage';
import { makeSession } from '../support/fakes/identity/tokens';
import es from '../../public/assets/i18n/es.json';

const CLIENT = 'client-1';
const NOW = new Date('2026-03-10T15:00:00Z'); // 10:00 in Lima
const nowSeconds = NOW.getTime() / 1000;
const texts = es.dashboard.greeting;

function context(overrides: Partial<FrameContext> & { layout?: unknown } = {}): FrameContext {
  const storage = new MemoryStorage();
  new LocalStorageSessionStore(storage, CLIENT).save(
    makeSession({ iat: nowSeconds - 60, lifetimeSeconds: 86_400, name: 'Ana Quispe' }),
  );
  if (overrides.layout !== undefined) storage.setItem('layoutConfig', JSON.stringify(overrides.layout));
  return {
    storage,
    keys: [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`, 'layoutConfig'],
    width: 1280,
    now: NOW,
    texts,
    ...overrides,
  };
}

describe('the dashboard frame: whether it is the visitor’s, and their greeting', () => {
  it('greets a signed-in visitor by name, by the hour in Lima', () => {
    expect(frameGreeting(context())).toBe('Buenos días, Ana Quispe');
    expect(frameGreeting(context({ now: new Date('2026-03-11T01:00:00Z') }))).toBe(
      'Buenas noches, Ana Quispe',
    );
  });

  it('writes the name as it is, whatever characters it holds', () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage, CLIENT).save(
      makeSession({ iat: nowSeconds, name: 'Ana $& <b>Quispe</b> $1' }),
    );
    expect(frameGreeting(context({ storage }))).toBe('Buenos días, Ana $& <b>Quispe</b> $1');
  });

  it('uses the user name when the account has no name', () => {
    const storage = new MemoryStorage();
    new LocalStorageSessionStore(storage, CLIENT).save(
      makeSession({ iat: nowSeconds, username: 'jperez', name: '' }),
    );
    expect(frameGreeting(context({ storage }))).toBe('Buenos días, jperez');
  });

  it('is not shown without a valid session: none, expired, or of two clients', () => {
    expect(frameGreeting(context({ storage: new MemoryStorage() }))).toBeNull();
    const expired = new MemoryStorage();
    new LocalStorageSessionStore(expired, CLIENT).save(makeSession({ iat: nowSeconds - 7200 }));
    expect(frameGreeting(context({ storage: expired }))).toBeNull();
    const keys = [
      `CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`,
      'CognitoIdentityServiceProvider.other.LastAuthUser',
    ];
    expect(frameGreeting(context({ keys }))).toBeNull();
  });

  it('is not shown in a small window, nor with another theme, scale or menu mode', () => {
    expect(frameGreeting(context({ width: 991 }))).toBeNull();
    expect(frameGreeting(context({ width: 992 }))).not.toBeNull();
    expect(frameGreeting(context({ layout: { ...DEFAULT_LAYOUT_CONFIG, scale: 16 } }))).toBeNull();
    expect(
      frameGreeting(
        context({ layout: { ...DEFAULT_LAYOUT_CONFIG, theme: 'lara-dark-teal', colorScheme: 'dark' } }),
      ),
    ).toBeNull();
    expect(frameGreeting(context({ layout: { ...DEFAULT_LAYOUT_CONFIG, menuMode: 'overlay' } }))).toBeNull();
    // Ripples and the input style do not show on the frame.
    expect(
      frameGreeting(context({ layout: { ...DEFAULT_LAYOUT_CONFIG, ripple: true, inputStyle: 'filled' } })),
    ).toBe('Buenos días, Ana Quispe');
    // A stored configuration that cannot be read is the default one, as for the application.
    expect(frameGreeting(context({ layout: 'not a configuration' }))).not.toBeNull();
  });

  it('finds the client ids that hold a session', () => {
    expect(
      storedClientIds([
        'layoutConfig',
        'CognitoIdentityServiceProvider.abc123.LastAuthUser',
        'CognitoIdentityServiceProvider.abc123.ana.idToken',
      ]),
    ).toEqual(['abc123']);
    expect(frameMatches(DEFAULT_LAYOUT_CONFIG)).toBe(true);
  });
});

describe('showFrame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-frame');
    document.documentElement.removeAttribute('style');
  });

  const page = () => {
    document.body.innerHTML =
      '<div id="frame" data-path="/"><p data-frame-fill="greeting"><span aria-hidden="true"></span></p></div><div id="root"></div>';
  };

  it('fills in the greeting, applies the default scale and shows the frame', () => {
    page();
    expect(showFrame(document, 'Buenas tardes, Ana')).toBe(true);
    expect(document.querySelector('[data-frame-fill="greeting"]')?.textContent).toBe('Buenas tardes, Ana');
    expect(document.documentElement.hasAttribute('data-frame')).toBe(true);
    expect(document.documentElement.style.fontSize).toBe(`${DEFAULT_LAYOUT_CONFIG.scale}px`);
  });

  it('removes the frame when it is not the visitor’s', () => {
    page();
    expect(showFrame(document, null)).toBe(false);
    expect(document.getElementById('frame')).toBeNull();
    expect(document.documentElement.hasAttribute('data-frame')).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });
});
