import { usableStorage, type KeyValueStorage } from '../storage/key-value-storage';

/** The tab's session storage (survives a redirect, not the tab), or memory when unavailable. */
export const browserSessionStorage = (): KeyValueStorage => usableStorage(() => globalThis.sessionStorage);
