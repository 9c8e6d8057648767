import type { LayoutConfigStore } from '../../application/layout/ports';
import type { LayoutConfig } from '../../domain/layout/layout-config';
import { readJson, type KeyValueStorage } from './key-value-storage';

/** Local storage key of the interface configuration. */
export const LAYOUT_CONFIG_KEY = 'layoutConfig';

/** The interface configuration as JSON in local storage, read synchronously at start-up. */
export class LocalStorageLayoutConfigStore implements LayoutConfigStore {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): unknown {
    return readJson(this.storage, LAYOUT_CONFIG_KEY);
  }

  save(config: LayoutConfig): void {
    this.storage.setItem(LAYOUT_CONFIG_KEY, JSON.stringify(config));
  }
}
