import { hasGrant, type Grants } from '../shared/grants';
import { normalizeMenuPath } from '../menu/permission-entry';
import { SHELL_ROUTES, shellRoutePath } from './modules';

/** Modules that are not a user's work: the dashboard itself and the empty page. */
const NOT_A_LANDING: ReadonlySet<string> = new Set(['dashboard', 'vacio']);

/**
 * Where a user who opens the start page ('/') lands instead of the dashboard: the one module they may
 * see when the dashboard is not theirs (a worker, whose only module is «Mis boletas»). `null`: the
 * dashboard (it is granted, or there is more than one module, or none, to choose from).
 */
export function landingPath(grants: Grants): string | null {
  if (hasGrant(grants, 'dashboard', 'ver')) return null;
  const seen = SHELL_ROUTES.filter((r) => !NOT_A_LANDING.has(r.code) && hasGrant(grants, r.code, 'ver'));
  return seen.length === 1 ? shellRoutePath(seen[0]!) : null;
}

/**
 * The same rule read from the menu kept in the browser (its entries' paths; '/' is the dashboard), as
 * the first paint knows it before the grants arrive: the one entry's path when the menu has no
 * dashboard and one entry, else `null`.
 */
export function menuLandingPath(paths: readonly string[]): string | null {
  const normalized = [...new Set(paths.map(normalizeMenuPath))];
  if (normalized.includes('/')) return null;
  return normalized.length === 1 ? normalized[0]! : null;
}
