import { ContainerModule } from 'inversify';
import { NewsApi } from '../../application/news/news-api';
import { LoadCurrentNews, ManageNews } from '../../application/news/use-cases';
import { HttpClient } from '../../application/ports/http-client';
import { Logger } from '../../application/ports/logger';
import type { RuntimeConfig } from '../../domain/app/runtime-config';
import { HttpNewsApi } from '../../infrastructure/news/http-news-api';

/** Company news: the noticia screen and the dashboard's current news, over the backend API. */
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
    bind(LoadCurrentNews)
      .toResolvedValue((api: NewsApi) => new LoadCurrentNews(api), [NewsApi])
      .inSingletonScope();
  });
}
