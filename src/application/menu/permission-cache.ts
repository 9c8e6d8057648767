import type { PermissionEntry } from '../../domain/menu/permission-entry';

/** What the cache held, unchecked (it may be old, partial or tampered with). */
export interface CachedPermissions {
  /** Stored under `cachePermiso`. */
  readonly permissions: unknown;
  /** Stored under `cacheGrupo`. */
  readonly groups: unknown;
}

/**
 * The permissions list kept per browser (`cachePermiso`, `cacheGrupo` in local storage), so a reload
 * shows the menu at once. Sign-out clears it.
 */
export interface PermissionCache {
  read(): CachedPermissions | null;
  write(entries: readonly PermissionEntry[], groups: readonly string[]): void;
  clear(): void;
}
export const PermissionCache = Symbol.for('PermissionCache');
