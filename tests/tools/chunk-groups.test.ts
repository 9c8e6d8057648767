import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, shellFrameModules } from '../../scripts/build/chunk-groups';

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
  'src/main.tsx': { imports: ['src/presentation/app/routes.tsx'], lazy: ['src/pages/StartupError.tsx'] },
  'src/presentation/app/routes.tsx': {
    imports: ['src/presentation/identity/routes.tsx', 'src/presentation/shell/routes.tsx'],
    lazy: ['src/pages/NotFound.tsx'],
  },
  'src/presentation/identity/routes.tsx': { lazy: ['src/auth/LoginPage.tsx'] },
  'src/presentation/shell/routes.tsx': {
    lazy: ['src/presentation/shell/ShellLayout.tsx', 'src/presentation/shell/ScreenGate.tsx'],
  },
  'src/auth/LoginPage.tsx': { imports: ['src/common/Field.tsx', 'node_modules/ui/index.mjs'] },
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
  'node_modules/ui/index.mjs': { imports: ['node_modules/ui/List.mjs', 'node_modules/ui/Button.mjs'] },
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
    const { ['src/main.tsx']: _main, ...stories } = app;
    expect(shellFrameModules(graphOf(stories), root)).toBeUndefined();
  });
});

describe('chunkGroups', () => {
  it('puts what the entry imports first, then MUI basics, then the shell frame', () => {
    const groups = chunkGroups(root);
    expect(groups.map((g) => g.priority)).toEqual([3, 2, 1]);
    expect(groups[0]).toMatchObject({ name: 'index', tags: ['$initial'] });
    const shell = groups[2]?.name;
    if (typeof shell !== 'function') throw new Error('the shell group names its modules');
    const graph = graphOf(app) as never;
    expect(shell(id('src/presentation/shell/SideMenu.tsx'), graph)).toBe('shell');
    expect(shell(id('src/common/Field.tsx'), graph)).toBeNull();
  });
});
