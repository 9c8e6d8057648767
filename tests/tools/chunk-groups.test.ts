import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, entryModules, shellFrameModules } from '../../scripts/build/chunk-groups';

const root = '/app';
const id = (file: string) => path.resolve(root, file);

/** A module graph as Rolldown's chunking context shows it: static and dynamic imports by module. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo(moduleId: string) {
      const entry = Object.entries(modules).find(([file]) => id(file) === moduleId)?.[1];
      if (!entry) return null;
      return {
        importedIds: (entry.imports ?? []).map(id),
        dynamicallyImportedIds: (entry.lazy ?? []).map(id),
      } as never;
    },
  };
}

const app = {
  'src/main.tsx': { imports: ['src/app-start.tsx'] },
  'src/app-start.tsx': {
    imports: [
      'src/presentation/app/routes.tsx',
      'node_modules/react/index.js',
      'node_modules/router/index.js',
    ],
    lazy: ['src/pages/StartupError.tsx'],
  },
  // The sign-in page's island: its screen, React, and a part of the package `ui` through its index.
  'src/sign-in.tsx': {
    imports: ['src/auth/LoginScreen.tsx', 'node_modules/react/index.js'],
    lazy: ['src/app-start.tsx'],
  },
  'src/auth/LoginScreen.tsx': { imports: ['node_modules/ui/index.mjs'] },
  'node_modules/react/index.js': {},
  'node_modules/router/index.js': {},
  'src/presentation/app/routes.tsx': {
    imports: ['src/presentation/identity/routes.tsx', 'src/presentation/shell/routes.tsx'],
    lazy: ['src/pages/NotFound.tsx'],
  },
  'src/presentation/identity/routes.tsx': { lazy: ['src/auth/LoginPage.tsx'] },
  'src/presentation/shell/routes.tsx': {
    lazy: ['src/presentation/shell/ShellLayout.tsx', 'src/presentation/shell/ScreenGate.tsx'],
  },
  'src/auth/LoginPage.tsx': {
    imports: ['src/auth/LoginScreen.tsx', 'src/common/Field.tsx', 'node_modules/ui/index.mjs'],
  },
  'src/pages/NotFound.tsx': { imports: ['node_modules/ui/index.mjs'] },
  'src/pages/StartupError.tsx': {},
  'src/presentation/shell/ShellLayout.tsx': {
    imports: ['src/presentation/shell/SideMenu.tsx', 'src/common/Field.tsx', 'node_modules/ui/index.mjs'],
    lazy: ['src/presentation/shell/ConfigSidebar.tsx'],
  },
  'src/presentation/shell/SideMenu.tsx': { imports: ['src/domain/menu.ts', 'node_modules/icons/Menu.mjs'] },
  'src/presentation/shell/ScreenGate.tsx': { imports: ['src/presentation/shell/RefusedPage.tsx'] },
  'src/presentation/shell/RefusedPage.tsx': {},
  'src/presentation/shell/ConfigSidebar.tsx': { imports: ['src/domain/layout.ts'] },
  'src/di/modules/shell.services.ts': { imports: ['src/domain/menu.ts'] },
  'src/domain/menu.ts': {},
  'src/domain/layout.ts': {},
  'src/common/Field.tsx': {},
  // A package's index re-exporting its parts (more than twenty, as MUI's).
  'node_modules/ui/index.mjs': {
    imports: [
      'node_modules/ui/List.mjs',
      'node_modules/ui/Button.mjs',
      ...Array.from({ length: 20 }, (_, i) => `node_modules/ui/Part${i}.mjs`),
    ],
  },
  ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`node_modules/ui/Part${i}.mjs`, {}])),
  'node_modules/ui/List.mjs': {},
  'node_modules/ui/Button.mjs': {},
  'node_modules/icons/Menu.mjs': {},
};

describe('shellFrameModules', () => {
  it('takes what the shell frame imports statically and no page outside the shell does', () => {
    const modules = shellFrameModules(graphOf(app), root);
    expect([...(modules ?? [])].map((m) => path.relative(root, m)).sort()).toEqual([
      'node_modules/icons/Menu.mjs',
      'src/di/modules/shell.services.ts',
      'src/domain/menu.ts',
      'src/presentation/shell/RefusedPage.tsx',
      'src/presentation/shell/ScreenGate.tsx',
      'src/presentation/shell/ShellLayout.tsx',
      'src/presentation/shell/SideMenu.tsx',
    ]);
  });

  it('leaves out what pages outside the shell use, and what the shell loads lazily', () => {
    const modules = shellFrameModules(graphOf(app), root);
    expect(modules?.has(id('src/common/Field.tsx'))).toBe(false);
    // Reached through the package's index from the sign-in page too: left where Rolldown puts it.
    expect(modules?.has(id('node_modules/ui/List.mjs'))).toBe(false);
    expect(modules?.has(id('src/domain/layout.ts'))).toBe(false);
  });

  it('is off for a graph that is not the application (Storybook)', () => {
    const { ['src/main.tsx']: _main, ['src/app-start.tsx']: _start, ...stories } = app;
    expect(shellFrameModules(graphOf(stories), root)).toBeUndefined();
  });
});

describe('entryModules', () => {
  const relative = (ids: Set<string> | undefined) =>
    [...(ids ?? [])].map((m) => path.relative(root, m)).sort();

  it('shares what both entries import statically, and keeps the rest of the application’s to it', () => {
    const modules = entryModules(graphOf(app), root);
    expect(relative(modules?.shared)).toEqual(['node_modules/react/index.js']);
    expect(relative(modules?.app)).toEqual([
      'node_modules/router/index.js',
      'src/app-start.tsx',
      'src/presentation/app/routes.tsx',
      'src/presentation/identity/routes.tsx',
      'src/presentation/shell/routes.tsx',
    ]);
  });

  it('does not go through a package’s index, nor into what an entry loads lazily', () => {
    const modules = entryModules(graphOf(app), root);
    const all = new Set([...(modules?.shared ?? []), ...(modules?.app ?? [])]);
    expect(all.has(id('node_modules/ui/Button.mjs'))).toBe(false);
    expect(all.has(id('src/auth/LoginScreen.tsx'))).toBe(false);
    expect(all.has(id('src/pages/StartupError.tsx'))).toBe(false);
    // The entry's module stays in the entry's own file.
    expect(all.has(id('src/main.tsx'))).toBe(false);
  });

  it('is off for a graph without the sign-in page’s entry (Storybook)', () => {
    const { ['src/sign-in.tsx']: _island, ...stories } = app;
    expect(entryModules(graphOf(stories), root)).toBeUndefined();
  });
});

describe('chunkGroups', () => {
  it('puts what both entries import first, then the application’s entry, MUI basics, the shell frame', () => {
    const groups = chunkGroups(root);
    expect(groups.map((g) => g.priority)).toEqual([5, 4, 3, 2, 1]);
    const graph = graphOf(app) as never;
    const nameOf = (group: number, file: string) => {
      const name = groups[group]?.name;
      if (typeof name !== 'function') throw new Error(`group ${group} names its modules`);
      return name(id(file), graph);
    };
    expect(nameOf(0, 'node_modules/react/index.js')).toBe('shared');
    expect(nameOf(0, 'node_modules/router/index.js')).toBeNull();
    expect(nameOf(1, 'node_modules/router/index.js')).toBe('index');
    expect(nameOf(1, 'src/auth/LoginScreen.tsx')).toBeNull();
    // The entries' own groups make the one for any other graph (Storybook's) idle.
    expect(groups[2]).toMatchObject({ tags: ['$initial'] });
    expect(nameOf(2, 'src/main.tsx')).toBeNull();
    expect(nameOf(4, 'src/presentation/shell/SideMenu.tsx')).toBe('shell');
    expect(nameOf(4, 'src/common/Field.tsx')).toBeNull();
  });
});
