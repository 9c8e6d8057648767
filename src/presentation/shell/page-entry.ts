import type { ComponentType } from 'react';

/** A built screen: its lazily loaded page (its own chunk) and the feature whose services it needs. */
export interface PageEntry {
  readonly load: () => Promise<{ default: ComponentType }>;
  /** A feature loaded with the page (src/di/feature-modules.ts), when its services are not always there. */
  readonly feature?: string;
}

/** The start page: reached without the registry of every screen (src/presentation/shell/page-registry.ts). */
export const DASHBOARD_PAGE: PageEntry = { load: () => import('../dashboard/DashboardPage') };
