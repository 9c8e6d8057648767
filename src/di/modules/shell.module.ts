import { ContainerModule } from 'inversify';
import { LoadShortcuts } from '../../application/dashboard/load-shortcuts';
import { CurrentNewsApi, LoadCurrentNews } from '../../application/news/load-current-news';
import { GetCurrentUser } from '../../application/identity/get-current-user';
import { SignOut } from '../../application/identity/sign-out';
import { LayoutApplier, LayoutConfigStore, Viewport } from '../../application/layout/ports';
import { PermissionCache } from '../../application/menu/permission-cache';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import { ShellServicesLoader, type ShellServices } from '../../application/shell/shell-services';
import { ShellSession } from '../../application/shell/shell-session';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { bindHttpAdapter } from './http-adapter';
import { HttpCurrentNewsApi } from '../../infrastructure/news/http-current-news-api';
import { browserStorage } from '../../infrastructure/storage/key-value-storage';
import { LocalStoragePermissionCache } from '../../infrastructure/storage/local-storage-permission-cache';
import { bindOver } from './bind-service';

/**
 * The shell: permissions menu, layout configuration, session actions of the top bar.
 * Only small bindings are eager (the permission cache is also cleared by the sign-out); the menu and
 * layout services load with the shell (`ShellServicesLoader`). Tests and stories may bind
 * LayoutConfigStore, LayoutApplier and Viewport to replace the browser adapters.
 */
export function shellModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<PermissionCache>(PermissionCache)
      .toDynamicValue(() => new LocalStoragePermissionCache(browserStorage()))
      .inSingletonScope();
    bind<ShellServicesLoader>(ShellServicesLoader)
      .toDynamicValue((context) => {
        const deps = {
          http: context.get<HttpClient>(HttpClient),
          logger: context.get<Logger>(Logger),
          config: context.get<RuntimeConfig>(AppConfig),
          permissionCache: context.get<PermissionCache>(PermissionCache),
          layoutConfigStore: context.get<LayoutConfigStore>(LayoutConfigStore, { optional: true }),
          layoutApplier: context.get<LayoutApplier>(LayoutApplier, { optional: true }),
          viewport: context.get<Viewport>(Viewport, { optional: true }),
        };
        let services: Promise<ShellServices> | undefined;
        return {
          load: () => {
            services ??= import('./shell.services').then((m) => m.createShellServices(deps));
            // A failed download can be retried.
            services.catch(() => (services = undefined));
            return services;
          },
        };
      })
      .inSingletonScope();
    // The dashboard's news: one read-only call, without the news screen's use cases and rules.
    bindHttpAdapter(bind, CurrentNewsApi, HttpCurrentNewsApi);
    bindOver(bind, LoadCurrentNews, CurrentNewsApi);
    bindOver(bind, LoadShortcuts, ShellServicesLoader);
    // The top bar's session actions are the sign-in feature's use cases.
    bind<ShellSession>(ShellSession)
      .toResolvedValue(
        (getCurrentUser: GetCurrentUser, signOut: SignOut): ShellSession => ({
          currentUser: () => getCurrentUser.execute(),
          signOut: () => signOut.execute(),
        }),
        [GetCurrentUser, SignOut],
      )
      .inSingletonScope();
  });
}
