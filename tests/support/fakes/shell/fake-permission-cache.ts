import type { CachedPermissions, PermissionCache } from '../../../../src/application/menu/permission-cache';
import type { PermissionEntry } from '../../../../src/domain/menu/permission-entry';

export class FakePermissionCache implements PermissionCache {
  writes = 0;
  constructor(public stored: CachedPermissions | null = null) {}
  read(): CachedPermissions | null {
    return this.stored;
  }
  write(entries: readonly PermissionEntry[], groups: readonly string[]): void {
    this.writes++;
    this.stored = { permissions: entries, groups };
  }
  clear(): void {
    this.stored = null;
  }
}
