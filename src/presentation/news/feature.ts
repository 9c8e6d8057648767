import type { FeatureScreens } from '../shell/page-entry';

/** Company news: the noticia screen. */
export const feature: FeatureScreens = {
  services: 'news',
  screens: { noticia: () => import('./NewsPage') },
};
