import type { ServerFeature } from '../kit/feature';
import { newsRoutes } from './routes';
import { NewsService } from './service';
import { NewsStore } from './store';

/** Company news (noticia) and the dashboard's news in force. */
export const newsFeature: ServerFeature = {
  name: 'news',
  register: async (app, { context }) => {
    await app.register(newsRoutes, { service: new NewsService(context, new NewsStore(context.db)) });
  },
};
