import { ContainerModule } from 'inversify';
import { NewsApi } from '../../application/news/news-api';
import { ManageNews } from '../../application/news/use-cases';
import { HttpNewsApi } from '../../infrastructure/news/http-news-api';
import { bindHttpAdapter } from '../modules/http-adapter';
import { bindOver } from '../modules/bind-service';

/**
 * Company news: the noticia screen's use cases over the backend API, loaded with the screen
 * (src/di/feature-modules.ts). The dashboard's current news are the shell's (shell.module.ts).
 */
export function newsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindHttpAdapter(bind, NewsApi, HttpNewsApi);
    bindOver(bind, ManageNews, NewsApi);
  });
}

export default newsModule;
