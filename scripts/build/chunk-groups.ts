import type { Rolldown } from 'vite';

/**
 * How the built JavaScript is cut into files (`build.rolldownOptions.output.codeSplitting` in
 * vite.config.ts). Left to itself, Rolldown makes one chunk per set of entries that use a module — the
 * entry and every lazily loaded chunk count as entries — so a first page fetched 45 files, many of a few
 * hundred bytes: each is compressed on its own and costs its own request. The groups below gather what
 * is always loaded together (docs/performance.md, "Fewer, larger files"). Every page loads less than
 * before; one loads code it does not use: the «página no encontrada» (not found) page gets the rest of
 * MUI's basics (below) with its button.
 */

/**
 * MUI's components that both the sign-in page and the shell's frame render (with what they import, except
 * what the entry already has): one file for both first pages instead of about ten.
 */
const MUI_BASICS =
  /node_modules[\\/]@mui[\\/]material[\\/](Button|IconButton|Typography|Paper|Stack|SvgIcon)[\\/]/;

export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    // Everything the entry imports statically loads with every page: it joins the entry's file.
    { name: 'index', tags: ['$initial'], priority: 3 },
    { name: 'mui-basics', test: MUI_BASICS, priority: 2 },
  ];
}
