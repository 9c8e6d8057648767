import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';

/** Where the built SPA finds its build date and the licences of its bundled dependencies. */
export const ABOUT_FILE = 'assets/about.json';

/** Licences that may ship in the bundle; anything else fails the build until someone reviews it. */
const ALLOWED = new Set(['MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'CC0-1.0']);

const homepageOf = (d: Dependency): string | null => {
  if (d.homepage) return d.homepage;
  const repo = d.repository;
  const url = typeof repo === 'string' ? repo : (repo?.url ?? null);
  return url ? url.replace(/^git\+/, '').replace(/\.git$/, '') : null;
};

/**
 * Emits `assets/about.json` into the build: the build time and, for every third-party package whose code
 * ends up in the bundle (found by rollup-plugin-license), its name, version, licence and licence text.
 * The about page (acerca) shows it.
 */
export function aboutFile(): Plugin[] {
  let dependencies: Dependency[] = [];
  const scan = license({
    thirdParty: (found) => {
      dependencies = found;
    },
  }) as Plugin;
  const emit: Plugin = {
    name: 'planillas-about-file',
    apply: 'build',
    generateBundle() {
      const rejected = dependencies.filter((d) => !d.license || !ALLOWED.has(d.license));
      if (rejected.length > 0) {
        this.error(
          `Licencias no revisadas en el paquete: ${rejected.map((d) => `${d.name}@${d.version} (${d.license ?? 'sin licencia'})`).join(', ')}`,
        );
      }
      const packages = dependencies
        .map((d) => ({
          name: d.name ?? '',
          version: d.version ?? '',
          license: d.license ?? '',
          homepage: homepageOf(d),
          text: (d.licenseText ?? '').trim(),
        }))
        .filter((d) => d.name !== '')
        .sort((a, b) => a.name.localeCompare(b.name));
      this.emitFile({
        type: 'asset',
        fileName: ABOUT_FILE,
        source: `${JSON.stringify({ builtAt: new Date().toISOString(), packages })}\n`,
      });
    },
  };
  return [{ ...scan, apply: 'build' }, emit];
}
