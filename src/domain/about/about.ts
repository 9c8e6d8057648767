/** A third-party package whose code ships in the SPA's bundle, with its licence. */
export interface BundledPackage {
  readonly name: string;
  readonly version: string;
  /** SPDX id: 'MIT', 'Apache-2.0'… */
  readonly license: string;
  readonly homepage: string | null;
  /** The package's licence text ('' when it ships none). */
  readonly text: string;
}

/** What the build records about itself (`assets/about.json`, written by the build). */
export interface BuildInfo {
  /** ISO 8601 instant of the build, or null when unknown (development server). */
  readonly builtAt: string | null;
  readonly packages: readonly BundledPackage[];
}

export const PRODUCT_NAME = 'Sistema de Planillas';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads `assets/about.json`. Malformed packages are left out; a missing or malformed build date is
 * unknown (null). Packages come sorted by name.
 */
export function buildInfoFrom(raw: unknown): BuildInfo {
  if (typeof raw !== 'object' || raw === null) return { builtAt: null, packages: [] };
  const { builtAt, packages } = raw as { builtAt?: unknown; packages?: unknown };
  const date = text(builtAt);
  const valid = date !== null && !Number.isNaN(new Date(date).getTime()) ? date : null;
  const list = Array.isArray(packages) ? packages : [];
  const parsed: BundledPackage[] = [];
  for (const p of list as unknown[]) {
    if (typeof p !== 'object' || p === null) continue;
    const o = p as Record<string, unknown>;
    const name = text(o.name);
    const version = text(o.version);
    if (!name || version === null) continue;
    parsed.push({
      name,
      version,
      license: text(o.license) ?? '',
      homepage: text(o.homepage),
      text: text(o.text) ?? '',
    });
  }
  parsed.sort((a, b) => a.name.localeCompare(b.name));
  return { builtAt: valid, packages: parsed };
}

/** How many packages carry each licence, most common first ('MIT: 30'). */
export function licenceSummary(packages: readonly BundledPackage[]): { license: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of packages) counts.set(p.license || '?', (counts.get(p.license || '?') ?? 0) + 1);
  return [...counts]
    .map(([license, count]) => ({ license, count }))
    .sort((a, b) => b.count - a.count || a.license.localeCompare(b.license));
}
