import type { ComponentType } from 'react';

/** A built screen: its lazily loaded page (its own chunk) and the feature whose services it needs. */
export interface PageEntry {
  readonly load: () => Promise<{ default: ComponentType }>;
  /** A feature loaded with the page (src/di/feature-modules.ts), when its services are not always there. */
  readonly feature?: string;
}

/** The start page: reached without the registry of every screen (src/presentation/shell/page-registry.ts). */
export const DASHBOARD_PAGE: PageEntry = { load: () => import('../dashboard/DashboardPage') };

/**
 * What a feature declares of itself in its folder (src/presentation/<feature>/feature.ts, exported as
 * `feature`): its screens by module code (src/domain/shell/modules.ts), each page loaded lazily in its
 * own chunk, and the feature whose services load with them (src/di/features/<services>.module.ts).
 */
export interface FeatureScreens {
  /** The feature's container module, when its screens need services the shell does not have. */
  readonly services?: string;
  readonly screens: Readonly<Record<string, PageEntry['load']>>;
}
