import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the built JavaScript is cut into files (`build.rolldownOptions.output.codeSplitting` in
 * vite.config.ts). Left to itself, Rolldown makes one chunk per set of entries that use a module — the
 * entry and every lazily loaded chunk count as entries — so a first page fetched 45 files, many of a few
 * hundred bytes: each is compressed on its own and costs its own request. The groups below gather what
 * is always loaded together (docs/performance.md, "Fewer, larger files"). Every page loads fewer bytes
 * than before; two now also fetch components they do not render: the not-found page (IconButton, Paper,
 * Stack, SvgIcon) and the start-up error page (Stack), which get all of MUI's basics (below) with their
 * button.
 */

/** Route tables of the pages outside the shell: sign-in, hosted callback, passwords, not found, start-up error. */
const OUTSIDE_ROUTE_TABLES = [
  'src/presentation/identity/routes.tsx',
  'src/presentation/app/routes.tsx',
  'src/main.tsx',
];

/** What every screen inside the shell loads: the layout (top bar, menu), the screen's gate, the shell's services. */
const SHELL_FRAME = [
  'src/presentation/shell/ShellLayout.tsx',
  'src/presentation/shell/ScreenGate.tsx',
  'src/di/modules/shell.services.ts',
];

/**
 * MUI's components that both the sign-in page and the shell's frame render (with what they import, except
 * what the entry already has): one file for both first pages instead of about ten.
 */
const MUI_BASICS =
  /node_modules[\\/]@mui[\\/]material[\\/](Button|IconButton|Typography|Paper|Stack|SvgIcon)[\\/]/;

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** Every module `ids` import statically, directly or not, and `ids` themselves. */
function staticClosure(graph: ModuleGraph, ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules only the shell's frame needs: those its chunks import statically and no page outside the
 * shell does. They are always loaded together, by every screen inside the shell and by nothing else, so
 * they can share one file. Modules reached through a package's index (`@mui/material`, `rxjs`) look
 * reachable from everywhere and are left out: they stay where Rolldown puts them. `undefined` when the
 * graph is not the application's (Storybook's build).
 */
export function shellFrameModules(graph: ModuleGraph, root: string): Set<string> | undefined {
  const resolve = (file: string) => path.resolve(root, file);
  const tables = OUTSIDE_ROUTE_TABLES.map((file) => graph.getModuleInfo(resolve(file)));
  const frame = SHELL_FRAME.map(resolve);
  if (tables.some((t) => !t) || frame.some((id) => !graph.getModuleInfo(id))) return undefined;
  const outside = staticClosure(
    graph,
    tables.flatMap((t) => t?.dynamicallyImportedIds ?? []),
  );
  return new Set([...staticClosure(graph, frame)].filter((id) => !outside.has(id)));
}

export function chunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  let shellFrame: Set<string> | undefined | null = null;
  return [
    // Everything the entry imports statically loads with every page: it joins the entry's file.
    { name: 'index', tags: ['$initial'], priority: 3 },
    { name: 'mui-basics', test: MUI_BASICS, priority: 2 },
    {
      name: (id, graph) => {
        if (shellFrame === null) shellFrame = shellFrameModules(graph, root);
        return shellFrame?.has(id) ? 'shell' : null;
      },
      debugName: 'shell',
      priority: 1,
      // Only the modules named: their imports shared with other pages stay in their own chunks. The set
      // is closed (whatever a module of it imports is in it, in the entry or in a chunk outside it), so
      // no two chunks import each other.
      includeDependenciesRecursively: false,
    },
  ];
}
