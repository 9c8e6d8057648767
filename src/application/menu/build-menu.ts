import { Observable } from 'rxjs';
import { buildMenuTree, type MenuTree } from '../../domain/menu/menu-tree';
import {
  groupsOf,
  parsePermissionEntries,
  type InvalidPermissions,
  type PermissionEntry,
} from '../../domain/menu/permission-entry';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { endsSession, isAuthError } from '../../domain/identity/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { HttpClient } from '../ports/http-client';
import type { Logger } from '../ports/logger';
import type { PermissionCache } from './permission-cache';

import { PERMISSIONS_PATH } from './permissions-path';

export { PERMISSIONS_PATH };

/** The user's menu and where it came from. */
export interface Menu {
  readonly entries: readonly PermissionEntry[];
  readonly groups: readonly string[];
  readonly tree: MenuTree;
  readonly source: 'cache' | 'network';
}

/** Why the permissions could not be read from the backend. */
export type MenuFailure =
  | { readonly kind: 'unauthorized' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'unavailable'; readonly status?: number }
  | InvalidPermissions;

/** One step of loading the menu. */
export type MenuLoad =
  | { readonly kind: 'loaded'; readonly menu: Menu }
  /** `stale`: the cached menu, still usable while the backend cannot be reached. */
  | { readonly kind: 'failed'; readonly failure: MenuFailure; readonly stale?: Menu };

const menuOf = (entries: readonly PermissionEntry[], source: Menu['source']): Menu => ({
  entries,
  groups: groupsOf(entries),
  tree: buildMenuTree(entries),
  source,
});

/**
 * Builds the side menu from `GET {backend}/usuario/modulos-permisos`. The cached list (if any and
 * valid) is served at once and refreshed in the background; a good answer replaces the cache.
 */
export class BuildMenu {
  private inFlight: Promise<Result<Menu, MenuFailure>> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly cache: PermissionCache,
    private readonly config: RuntimeConfig,
    private readonly logger: Logger,
  ) {}

  get url(): string {
    const base = this.config.backendPrefixes[0] ?? '';
    return `${base.replace(/\/+$/, '')}${PERMISSIONS_PATH}`;
  }

  /** The cached menu, read synchronously; null when there is none or it is unusable (then it is cleared). */
  cached(): Menu | null {
    let stored;
    try {
      stored = this.cache.read();
    } catch (error) {
      this.logger.warn('No se pudo leer el menú guardado.', error);
      return null;
    }
    if (!stored) return null;
    const parsed = parsePermissionEntries(stored.permissions);
    if (!parsed.ok) {
      this.logger.warn(`Se descarta el menú guardado: ${parsed.error.detail}.`);
      this.safely(() => this.cache.clear());
      return null;
    }
    return menuOf(parsed.value, 'cache');
  }

  /** Asks the backend; concurrent calls share one request. A good answer is cached. */
  refresh(): Promise<Result<Menu, MenuFailure>> {
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** The cached menu first (when there is one), then the backend's answer. Completes after the answer. */
  execute(): Observable<MenuLoad> {
    return new Observable<MenuLoad>((subscriber) => {
      const cached = this.cached();
      if (cached) subscriber.next({ kind: 'loaded', menu: cached });
      let active = true;
      void this.refresh().then((result) => {
        if (!active) return;
        subscriber.next(
          result.ok
            ? { kind: 'loaded', menu: result.value }
            : { kind: 'failed', failure: result.error, ...(cached ? { stale: cached } : {}) },
        );
        subscriber.complete();
      });
      return () => {
        active = false;
      };
    });
  }

  private async fetch(): Promise<Result<Menu, MenuFailure>> {
    let response;
    try {
      response = await this.http.request<unknown>({ method: 'GET', url: this.url });
    } catch (error) {
      // The bearer decorator refuses to send without a session (or when its refresh ends it).
      if (isAuthError(error) && endsSession(error)) return err({ kind: 'unauthorized' });
      this.logger.warn('No se pudo obtener los permisos del usuario.', error);
      return err({ kind: 'unavailable' });
    }
    if (response.status === 401) return err({ kind: 'unauthorized' });
    if (response.status === 403) return err({ kind: 'forbidden' });
    if (response.status < 200 || response.status >= 300) {
      this.logger.warn(`Los permisos del usuario respondieron HTTP ${response.status}.`);
      return err({ kind: 'unavailable', status: response.status });
    }
    const parsed = parsePermissionEntries(response.body);
    if (!parsed.ok) {
      this.logger.error(`Los permisos del usuario no son válidos: ${parsed.error.detail}.`);
      return err(parsed.error);
    }
    const menu = menuOf(parsed.value, 'network');
    this.safely(() => this.cache.write(menu.entries, menu.groups));
    return ok(menu);
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.logger.warn('No se pudo guardar el menú en este navegador.', error);
    }
  }
}
