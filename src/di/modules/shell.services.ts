import { LayoutService } from '../../application/layout/layout-service';
import type { LayoutApplier, LayoutConfigStore, Viewport } from '../../application/layout/ports';
import { BuildMenu } from '../../application/menu/build-menu';
import type { PermissionCache } from '../../application/menu/permission-cache';
import type { HttpClient } from '../../application/ports/http-client';
import type { Logger } from '../../application/ports/logger';
import type { ShellServices } from '../../application/shell/shell-services';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { DocumentLayoutApplier } from '../../infrastructure/layout/document-layout-applier';
import { WindowViewport } from '../../infrastructure/layout/window-viewport';
import { browserStorage } from '../../infrastructure/storage/key-value-storage';
import { LocalStorageLayoutConfigStore } from '../../infrastructure/storage/local-storage-layout-config';

export interface ShellServiceDependencies {
  readonly http: HttpClient;
  readonly logger: Logger;
  readonly config: RuntimeConfig;
  readonly permissionCache: PermissionCache;
  /** Adapters bound in the container replace the browser ones (tests, stories). */
  readonly layoutConfigStore?: LayoutConfigStore;
  readonly layoutApplier?: LayoutApplier;
  readonly viewport?: Viewport;
}

/**
 * Builds the shell's services (loaded lazily, with the shell's chunk): the menu use case and the one
 * layout service of the application. Creating the layout service reads the stored configuration and
 * applies it (scale, colour scheme) before the shell's first paint.
 */
export function createShellServices(deps: ShellServiceDependencies): ShellServices {
  const buildMenu = new BuildMenu(deps.http, deps.permissionCache, deps.config, deps.logger);
  const layout = new LayoutService(
    deps.layoutConfigStore ?? new LocalStorageLayoutConfigStore(browserStorage()),
    deps.layoutApplier ?? new DocumentLayoutApplier(document),
    deps.viewport ?? new WindowViewport(window),
    deps.logger,
  );
  return { buildMenu, layout };
}
