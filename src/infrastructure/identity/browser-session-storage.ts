import { MemoryStorage, type KeyValueStorage } from '../storage/key-value-storage';

/** The tab's session storage (survives a redirect, not the tab), or memory when unavailable. */
export function browserSessionStorage(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__planillas_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
