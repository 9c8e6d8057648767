import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_CONFIG } from '../../../src/domain/layout/layout-config';
import {
  browserStorage,
  MemoryStorage,
  readJson,
} from '../../../src/infrastructure/storage/key-value-storage';
import {
  LAYOUT_CONFIG_KEY,
  LocalStorageLayoutConfigStore,
} from '../../../src/infrastructure/storage/local-storage-layout-config';
import { LocalStoragePermissionCache } from '../../../src/infrastructure/storage/local-storage-permission-cache';
import { samplePermissions } from '../../support/fakes/shell/permissions';

describe('LocalStoragePermissionCache', () => {
  it('keeps the list under cachePermiso and the groups under cacheGrupo, as JSON', () => {
    const cache = new LocalStoragePermissionCache(localStorage);
    expect(cache.read()).toBeNull();
    cache.write(samplePermissions, ['Inicio', 'Maestros']);
    expect(JSON.parse(localStorage.getItem('cachePermiso') ?? '')).toEqual(samplePermissions);
    expect(JSON.parse(localStorage.getItem('cacheGrupo') ?? '')).toEqual(['Inicio', 'Maestros']);
    expect(cache.read()).toEqual({ permissions: samplePermissions, groups: ['Inicio', 'Maestros'] });
    cache.clear();
    expect(localStorage.getItem('cachePermiso')).toBeNull();
    expect(localStorage.getItem('cacheGrupo')).toBeNull();
    expect(cache.read()).toBeNull();
  });

  it('reads a value that is not JSON as absent', () => {
    localStorage.setItem('cachePermiso', '{roto');
    expect(new LocalStoragePermissionCache(localStorage).read()).toBeNull();
  });
});

describe('LocalStorageLayoutConfigStore', () => {
  it('saves and loads the configuration synchronously', () => {
    const store = new LocalStorageLayoutConfigStore(localStorage);
    expect(store.load()).toBeNull();
    store.save({ ...DEFAULT_LAYOUT_CONFIG, scale: 16 });
    expect(JSON.parse(localStorage.getItem(LAYOUT_CONFIG_KEY) ?? '')).toMatchObject({ scale: 16 });
    expect(new LocalStorageLayoutConfigStore(localStorage).load()).toEqual({
      ...DEFAULT_LAYOUT_CONFIG,
      scale: 16,
    });
  });
});

describe('storage helpers', () => {
  it('MemoryStorage behaves like local storage', () => {
    const storage = new MemoryStorage({ a: '"1"' });
    expect(readJson(storage, 'a')).toBe('1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });

  it('browserStorage falls back to memory when local storage refuses access', () => {
    expect(browserStorage()).toBe(localStorage);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeInstanceOf(MemoryStorage);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });
});
