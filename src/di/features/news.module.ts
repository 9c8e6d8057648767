import { ContainerModule } from 'inversify';
import { NewsApi } from '../../application/news/news-api';
import { ManageNews } from '../../application/news/use-cases';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpNewsApi } from '../../infrastructure/news/http-news-api';

/**
 * Company news: the noticia screen's use cases over the backend API, loaded with the screen
 * (src/di/feature-modules.ts). The dashboard's current news are the shell's (shell.module.ts).
 */
export function newsModule(config: RuntimeConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<NewsApi>(NewsApi)
      .toResolvedValue(
        (http: HttpClient, logger: Logger) =>
          new HttpNewsApi(http, config.backendPrefixes[0] ?? '/api', logger),
        [HttpClient, Logger],
      )
      .inSingletonScope();
    bind(ManageNews)
      .toResolvedValue((api: NewsApi) => new ManageNews(api), [NewsApi])
      .inSingletonScope();
  });
}

export default newsModule;
