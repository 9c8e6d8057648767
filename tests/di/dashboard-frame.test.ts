import { afterEach, describe, expect, it } from 'vitest';
import {
  drawShortcuts,
  keptLanding,
  keptShortcuts,
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

  it('is not shown to a worker whose kept menu is «Mis boletas» alone: the application goes there', () => {
    const worker = context();
    const entry = (path: string, nombre: string) => ({
      grupo: 'Inicio',
      subgrupo: null,
      subgrupo_icon: null,
      nombre,
      icon: 'ReceiptLong',
      path,
    });
    worker.storage.setItem('cachePermiso', JSON.stringify([entry('/mis_boletas', 'Mis boletas')]));
    expect(keptLanding(worker.storage)).toBe('/mis_boletas');
    expect(frameGreeting(worker)).toBeNull();
    // With the dashboard, or more than one module to choose from, the frame is theirs.
    const clerk = context();
    clerk.storage.setItem(
      'cachePermiso',
      JSON.stringify([entry('/', 'Inicio'), entry('/mis_boletas', 'Mis boletas')]),
    );
    expect(keptLanding(clerk.storage)).toBeNull();
    expect(frameGreeting(clerk)).toBe('Buenos días, Ana Quispe');
    clerk.storage.setItem(
      'cachePermiso',
      JSON.stringify([entry('/semana', 'Semanas'), entry('/trabajador', 'Trabajadores')]),
    );
    expect(frameGreeting(clerk)).toBe('Buenos días, Ana Quispe');
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

describe('the shortcuts the frame draws from the menu kept in the browser', () => {
  const kept = [
    { grupo: 'Inicio', subgrupo: null, subgrupo_icon: null, nombre: 'Inicio', icon: 'Home', path: '/' },
    {
      grupo: 'Planillas',
      subgrupo: null,
      subgrupo_icon: null,
      nombre: 'Semanas',
      icon: 'Event',
      path: '/semana',
    },
    {
      grupo: 'Seguridad',
      subgrupo: null,
      subgrupo_icon: null,
      nombre: 'Usuarios <b>',
      icon: 'Person',
      path: '/usuario',
    },
  ];

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the kept menu as the dashboard will (LoadShortcuts), and nothing when none or invalid is kept', () => {
    const storage = new MemoryStorage();
    expect(keptShortcuts(storage)).toEqual([]);
    storage.setItem('cachePermiso', JSON.stringify(kept));
    expect(keptShortcuts(storage).map((s) => [s.label, s.group, s.path])).toEqual([
      ['Semanas', 'Planillas', '/semana'],
      ['Usuarios <b>', 'Seguridad', '/usuario'],
    ]);
    storage.setItem('cachePermiso', '{"not":"a list"');
    expect(keptShortcuts(storage)).toEqual([]);
    storage.setItem('cachePermiso', JSON.stringify([{ grupo: 1 }]));
    expect(keptShortcuts(storage)).toEqual([]);
  });

  const page = () => {
    document.body.innerHTML =
      '<div id="frame" data-path="/"><nav><h2>Accesos</h2><span aria-hidden="true" class="placeholder"></span>' +
      '<template data-frame-template="shortcuts"><ul data-frame-fill="shortcuts" class="grid"><li class="card">' +
      '<a href="/"><span class="icon"></span><p data-frame-slot="label"></p><span data-frame-slot="group"></span></a>' +
      '</li></ul></template></nav></div>';
  };

  it('draws a card per shortcut from the template in place of the placeholder', () => {
    page();
    const storage = new MemoryStorage();
    storage.setItem('cachePermiso', JSON.stringify(kept));
    expect(drawShortcuts(document, keptShortcuts(storage))).toBe(true);
    expect(document.querySelector('.placeholder')).toBeNull();
    expect(document.querySelector('template')).toBeNull();
    const cards = [...document.querySelectorAll('#frame ul.grid > li.card')];
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual([
      '/semana',
      '/usuario',
    ]);
    expect(cards.map((card) => card.querySelector('[data-frame-slot="label"]')?.textContent)).toEqual([
      'Semanas',
      'Usuarios <b>',
    ]);
    expect(cards[1]?.querySelector('b')).toBeNull();
    expect(cards.map((card) => card.querySelector('[data-frame-slot="group"]')?.textContent)).toEqual([
      'Planillas',
      'Seguridad',
    ]);
    // The application takes over once its own grid shows (src/di/frame-handover.ts).
    expect(document.querySelectorAll('#frame [data-frame-fill="shortcuts"]')).toHaveLength(1);
  });

  it('keeps the placeholder (and drops the template) when nothing is kept', () => {
    page();
    expect(drawShortcuts(document, [])).toBe(false);
    expect(document.querySelector('.placeholder')).not.toBeNull();
    expect(document.querySelector('template')).toBeNull();
    expect(document.querySelector('[data-frame-fill="shortcuts"]')).toBeNull();
  });
});
