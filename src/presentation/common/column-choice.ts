/** What the column choice needs of a list's column. */
export interface ChoosableColumn {
  readonly field: string;
  /** The narrowest the column is drawn (the kit's default is `DEFAULT_MIN_WIDTH`). */
  readonly minWidth?: number;
  /**
   * How much the column matters when the list is narrow: 1 is kept longest, larger numbers are hidden
   * first. Without one, a column ranks by its place (the first columns matter most).
   */
  readonly priority?: number;
}

/** A column's narrowest width when it names none. */
export const DEFAULT_MIN_WIDTH = 120;

/**
 * The columns a list shows in `width` pixels, `reserved` of them taken by what every row keeps (the
 * actions column): the least important columns are hidden (`false` in the answer) until the others fit
 * side by side at their narrowest. The most important column always shows; a width not yet measured
 * (`undefined`, as in a test's DOM) shows every column. The hidden ones stay reachable in the list's
 * column chooser.
 */
export function columnsFor(
  columns: readonly ChoosableColumn[],
  width: number | undefined,
  reserved = 0,
): Record<string, boolean> {
  const model: Record<string, boolean> = Object.fromEntries(columns.map((c) => [c.field, true]));
  if (width === undefined || columns.length === 0) return model;
  const ranked = columns
    .map((c, index) => ({ c, rank: c.priority ?? index + 1, index }))
    // The most important first; of equal importance, the earlier column first.
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  let used = reserved;
  let full = false;
  for (const [i, { c }] of ranked.entries()) {
    const needs = c.minWidth ?? DEFAULT_MIN_WIDTH;
    // Once one does not fit, every less important one hides too (never a minor column in its place).
    full ||= i > 0 && used + needs > width;
    if (full) model[c.field] = false;
    else used += needs;
  }
  return model;
}

/** The columns `columnsFor` hides (their fields), in the list's order. */
export const hiddenColumns = (model: Readonly<Record<string, boolean>>): string[] =>
  Object.entries(model)
    .filter(([, shown]) => !shown)
    .map(([field]) => field);
