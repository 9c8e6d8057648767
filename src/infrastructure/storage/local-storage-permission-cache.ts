import type { CachedPermissions, PermissionCache } from '../../application/menu/permission-cache';
import type { PermissionEntry } from '../../domain/menu/permission-entry';
import { readJson, type KeyValueStorage } from './key-value-storage';

/** Local storage keys of the permissions cache (the sign-out clears both). */
export const PERMISSIONS_KEY = 'cachePermiso';
export const GROUPS_KEY = 'cacheGrupo';

/** The permissions list and its groups as JSON under `cachePermiso` and `cacheGrupo`. */
export class LocalStoragePermissionCache implements PermissionCache {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): CachedPermissions | null {
    const permissions = readJson(this.storage, PERMISSIONS_KEY);
    if (permissions === null) return null;
    return { permissions, groups: readJson(this.storage, GROUPS_KEY) };
  }

  write(entries: readonly PermissionEntry[], groups: readonly string[]): void {
    this.storage.setItem(PERMISSIONS_KEY, JSON.stringify(entries));
    this.storage.setItem(GROUPS_KEY, JSON.stringify(groups));
  }

  clear(): void {
    this.storage.removeItem(PERMISSIONS_KEY);
    this.storage.removeItem(GROUPS_KEY);
  }
}
