import { err, ok, type Result } from '../shared/result';

/**
 * One module the signed-in user may see, as `GET {backend}/usuario/modulos-permisos` returns it and
 * as it is cached under `cachePermiso`. Field names are the backend's.
 */
export interface PermissionEntry {
  /** The menu group, e.g. 'Planillas'. */
  readonly grupo: string;
  /** An optional sub-group inside the group, e.g. 'Pesca'. */
  readonly subgrupo: string | null;
  /** The sub-group's icon (a Material icon name); null without a sub-group. */
  readonly subgrupo_icon: string | null;
  /** The label of the entry, e.g. 'Trabajadores'. */
  readonly nombre: string;
  /** A Material icon name, e.g. 'Badge'. */
  readonly icon: string;
  /** The route it links to, e.g. '/trabajador' ('/' is the dashboard). */
  readonly path: string;
}

/** Why a permissions list cannot be used. */
export interface InvalidPermissions {
  readonly kind: 'invalid-permissions';
  /** What is wrong, for logs (the user sees a general message). */
  readonly detail: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const optionalText = (value: unknown): string | null | undefined =>
  value === null || value === undefined || value === '' ? null : text(value);

/** A route path with one leading slash and no trailing one ('' and '/' are the dashboard). */
export function normalizeMenuPath(path: string): string {
  const trimmed = path.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  const withoutEdges = trimmed.replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${withoutEdges}`;
}

/**
 * Validates a permissions list coming from the backend or from the cache. Anything that is not a list
 * of complete entries is refused as a whole: a partial menu would silently hide modules.
 * Entries with the same path keep the first one.
 */
export function parsePermissionEntries(input: unknown): Result<PermissionEntry[], InvalidPermissions> {
  if (!Array.isArray(input)) {
    return err({ kind: 'invalid-permissions', detail: 'la respuesta no es una lista' });
  }
  const entries: PermissionEntry[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of input.entries()) {
    if (typeof raw !== 'object' || raw === null) {
      return err({ kind: 'invalid-permissions', detail: `la entrada ${index} no es un objeto` });
    }
    const r = raw as Record<string, unknown>;
    const grupo = text(r.grupo);
    const nombre = text(r.nombre);
    const path = typeof r.path === 'string' ? r.path : undefined;
    const icon = r.icon === null || r.icon === undefined ? '' : text(r.icon);
    const subgrupo = optionalText(r.subgrupo);
    const subgrupoIcon = optionalText(r.subgrupo_icon);
    const missing = [
      grupo === undefined && 'grupo',
      nombre === undefined && 'nombre',
      path === undefined && 'path',
      icon === undefined && 'icon',
      subgrupo === undefined && 'subgrupo',
      subgrupoIcon === undefined && 'subgrupo_icon',
    ].filter((f): f is string => typeof f === 'string');
    if (missing.length > 0) {
      return err({
        kind: 'invalid-permissions',
        detail: `la entrada ${index} no tiene ${missing.join(', ')} válido`,
      });
    }
    const normalized = normalizeMenuPath(path as string);
    if (seen.has(normalized)) continue;
    seen.add(normalized);
    entries.push({
      grupo: grupo as string,
      subgrupo: subgrupo ?? null,
      subgrupo_icon: subgrupo ? (subgrupoIcon ?? null) : null,
      nombre: nombre as string,
      icon: icon as string,
      path: normalized,
    });
  }
  return ok(entries);
}

/** The distinct groups of a permissions list, in order of appearance (cached under `cacheGrupo`). */
export function groupsOf(entries: readonly PermissionEntry[]): string[] {
  return [...new Set(entries.map((e) => e.grupo))];
}
