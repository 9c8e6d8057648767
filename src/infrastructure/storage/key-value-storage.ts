/** The part of the Web Storage API the adapters use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage held in memory: for browsers that refuse local storage, for tests and stories. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/**
 * A browser storage when it works, or memory when it is unavailable (disabled storage, some private
 * modes throw on access).
 */
export function usableStorage(storageOf: () => KeyValueStorage): KeyValueStorage {
  try {
    const storage = storageOf();
    const probe = '__planillas_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

/** The browser's local storage, or memory when it is unavailable. */
export const browserStorage = (): KeyValueStorage => usableStorage(() => globalThis.localStorage);

/** Parses a stored JSON value; a value that is not JSON reads as absent. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
