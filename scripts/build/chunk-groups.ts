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
  'src/app-start.tsx',
];

/** The application's entry, and the prerendered sign-in page's (its island), named as in vite.config.ts. */
const APP_ENTRY = 'src/main.tsx';
const SIGN_IN_ENTRY_MODULE = 'src/sign-in.tsx';
export const SIGN_IN_ENTRY = 'sign-in-island';

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
  /node_modules[\\/]@mui[\\/]material[\\/](Box|CssBaseline|Button|IconButton|Typography|Paper|Stack|SvgIcon)[\\/]/;

/** The dependency-injection container's packages: only the application's entry loads them. */
const CONTAINER = /node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/;

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
  // The sign-in page's island is outside the shell too.
  const outside = staticClosure(graph, [
    ...tables.flatMap((t) => t?.dynamicallyImportedIds ?? []),
    resolve(SIGN_IN_ENTRY_MODULE),
  ]);
  return new Set([...staticClosure(graph, frame)].filter((id) => !outside.has(id)));
}

/**
 * A package's index that re-exports its parts (`@mui/material`, `rxjs`): importing one part through it
 * does not load the others (they are tree-shaken), so a closure does not go through it.
 */
const isBarrel = (graph: ModuleGraph, id: string) =>
  /node_modules[\\/].*[\\/]index\.m?js$/.test(id) && (graph.getModuleInfo(id)?.importedIds.length ?? 0) > 20;

/** Like `staticClosure`, without going through packages' indexes. */
function closureWithoutBarrels(graph: ModuleGraph, ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...ids];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || isBarrel(graph, id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What the two entries load at once: `shared`, what both import statically (React, MUI's core,
 * Emotion, RxJS, the sign-in use case), and `app`, what only the application's entry does (the router,
 * the container, i18next). `undefined` when the graph is not the application's (Storybook's build).
 */
export function entryModules(
  graph: ModuleGraph,
  root: string,
): { shared: Set<string>; app: Set<string> } | undefined {
  const app = path.resolve(root, APP_ENTRY);
  const signIn = path.resolve(root, SIGN_IN_ENTRY_MODULE);
  if (!graph.getModuleInfo(app) || !graph.getModuleInfo(signIn)) return undefined;
  // Parts of a package reached through its index are left to Rolldown, which puts each where its users
  // are (one file for both entries, or the entry's own).
  const island = closureWithoutBarrels(graph, [signIn]);
  const all = closureWithoutBarrels(graph, [app]);
  return {
    shared: new Set([...all].filter((id) => island.has(id))),
    // The entry module itself stays in the entry's file: in a shared file, its start would run when the
    // island loads the application (which is started on leaving the sign-in page, not on loading).
    app: new Set([...all].filter((id) => !island.has(id) && id !== app)),
  };
}

export function chunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  let shellFrame: Set<string> | undefined | null = null;
  let entries: ReturnType<typeof entryModules> | null = null;
  const entriesOf = (graph: ModuleGraph) => {
    if (entries === null) entries = entryModules(graph, root);
    return entries;
  };
  return [
    // What both entries import statically, with what it imports (through packages' indexes too): one
    // file both load, which imports no other of the application's files.
    {
      name: (id, graph) => (entriesOf(graph)?.shared.has(id) ? 'shared' : null),
      debugName: 'shared',
      priority: 5,
    },
    // The rest of what the application's entry imports statically loads with every page of it: it joins
    // the entry's file. The sign-in page's island fetches neither the router nor the container nor
    // i18next; modules only the island imports stay with it.
    {
      // The container's packages, reached through their indexes, are the application's alone.
      name: (id, graph) => (entriesOf(graph)?.app.has(id) || CONTAINER.test(id) ? 'index' : null),
      debugName: 'index',
      priority: 4,
      includeDependenciesRecursively: false,
    },
    // A build of another graph (Storybook's): everything an entry imports statically joins its file.
    { name: (_id, graph) => (entriesOf(graph) ? null : 'index'), tags: ['$initial'], priority: 3 },
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
