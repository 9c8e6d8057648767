import { DASHBOARD_PAGE, type FeatureScreens, type PageEntry } from './page-entry';

export type { PageEntry } from './page-entry';

/** What every feature folder declares of itself (src/presentation/<feature>/feature.ts). */
const FEATURE_FILES = import.meta.glob<FeatureScreens>('../*/feature.ts', { eager: true, import: 'feature' });

/**
 * The screens that exist, by module code (src/domain/shell/modules.ts): the shell's own (the dashboard,
 * the empty page) and each feature's. Every other module of the table shows the generic placeholder
 * until its screen is built.
 */
export const PAGES: Readonly<Record<string, PageEntry>> = {
  dashboard: DASHBOARD_PAGE,
  vacio: { load: () => import('./EmptyPage') },
  ...Object.fromEntries(
    Object.values(FEATURE_FILES).flatMap(({ services, screens }) =>
      Object.entries(screens).map(([code, load]) => [
        code,
        services ? { load, feature: services } : { load },
      ]),
    ),
  ),
};
