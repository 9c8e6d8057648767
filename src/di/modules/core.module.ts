import { ContainerModule } from 'inversify';
import { LoadAbout } from '../../application/about/load-about';
import { LoadAppInfo } from '../../application/app/load-app-info';
import { LoadYears } from '../../application/app/load-years';
import { FileSaver } from '../../application/ports/file-saver';
import { Logger } from '../../application/ports/logger';
import { AppConfig } from '../../application/ports/runtime-config';
import { StaticData } from '../../application/ports/static-data';
import { CatalogueApiFactory } from '../../application/shared/catalogue-api';
import { map } from 'rxjs';
import { AuthSession } from '../../application/identity/auth-session';
import { HttpClient } from '../../application/ports/http-client';
import { MyGrants, SharedGrants } from '../../application/shared/my-grants';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { BrowserFileSaver } from '../../infrastructure/files/browser-file-saver';
import { HttpCatalogueApiFactory } from '../../infrastructure/http/http-catalogue-api';
import { HttpMyGrants } from '../../infrastructure/http/http-my-grants';
import { apiPrefix, bindHttpAdapter } from './http-adapter';
import { ConsoleLogger } from '../../infrastructure/logging/console-logger';
import { FetchStaticData } from '../../infrastructure/static/fetch-static-data';
import { bindOver } from './bind-service';

/** Cross-cutting adapters and the application-information use cases. */
export function coreModule(config: RuntimeConfig, baseUrl: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<RuntimeConfig>(AppConfig).toConstantValue(config);
    bind<Logger>(Logger).toConstantValue(new ConsoleLogger());
    // HttpClient is bound in the auth module: fetch decorated with the bearer token.
    bind<StaticData>(StaticData).toConstantValue(new FetchStaticData(baseUrl));
    bind<FileSaver>(FileSaver).toConstantValue(new BrowserFileSaver());
    // Every catalogue's API is this one adapter at the catalogue's path (the use cases load with each screen).
    bindHttpAdapter(bind, CatalogueApiFactory, HttpCatalogueApiFactory);
    // Every screen's gate and buttons follow the user's permissions (not the administration feature's):
    // one request a page load, shared by every screen and forgotten when the session ends.
    bind<MyGrants>(MyGrants)
      .toResolvedValue(
        (http: HttpClient, logger: Logger, appConfig: RuntimeConfig, session: AuthSession) =>
          new SharedGrants(
            new HttpMyGrants(http, apiPrefix(appConfig), logger),
            session.state$.pipe(map((state) => (state.kind === 'signedIn' ? state.user.username : null))),
          ),
        [HttpClient, Logger, AppConfig, AuthSession],
      )
      .inSingletonScope();
    bind(LoadAppInfo)
      .toResolvedValue(
        (data: StaticData, logger: Logger) => new LoadAppInfo(data, logger),
        [StaticData, Logger],
      )
      .inSingletonScope();
    bind(LoadAbout)
      .toResolvedValue(
        (info: LoadAppInfo, data: StaticData, logger: Logger) => new LoadAbout(info, data, logger),
        [LoadAppInfo, StaticData, Logger],
      )
      .inSingletonScope();
    bindOver(bind, LoadYears, StaticData);
  });
}
