/**
 * A block copied from a spreadsheet (Excel, LibreOffice, Google Sheets: lines of tab-separated cells),
 * pasted into the kit's editable grid from its focused cell: each cell becomes the value its column
 * stores, row by row, and lines beyond the last row become new rows. A cell that cannot become its
 * column's value is not guessed: the row keeps the cell empty (a select) or the text as pasted (a decimal
 * or a date the screen's check then refuses), and the paste names it («Fila 3 · Embarcación: …»).
 */

import type { Translate } from './screen-state';

/** What the paste needs of a column (the grid's `EditableColumn`). */
export interface PasteColumn<R> {
  readonly field: keyof R & string;
  readonly header: string;
  readonly kind: 'text' | 'number' | 'decimal' | 'date' | 'select';
  readonly choices?: readonly { readonly id: number | string; readonly label: string }[];
  readonly nullable?: boolean;
  readonly readOnly?: boolean;
}

export interface PasteOutcome<R> {
  /** The rows from `start` on, as they are after the paste (new ones at the end). */
  readonly rows: readonly R[];
  readonly start: number;
  /** «Fila 3 · Embarcación: «XYZ» no está en la lista.», rows numbered from 1. */
  readonly problems: readonly string[];
}

/** The most lines one paste takes (a week's landings are a few hundred). */
export const PASTE_MAX_LINES = 5_000;

/** The clipboard's text as lines of cells; the empty last line a spreadsheet adds is dropped. */
export function pastedCells(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The choice a pasted text names: its id (a day as 09/04/2025 or 2025-04-09), its whole label, else the
 * only label that starts with it or contains it (a vessel's matrícula, a worker's DNI).
 */
export function choiceOf(
  choices: readonly { readonly id: number | string; readonly label: string }[],
  text: string,
): number | string | undefined {
  const wanted = fold(text);
  if (wanted === '') return undefined;
  const byId = choices.find((c) => typeof c.id === 'string' && c.id === pastedDate(text));
  if (byId) return byId.id;
  const exact = choices.filter((c) => fold(c.label) === wanted);
  if (exact.length === 1) return exact[0]!.id;
  for (const match of [
    (label: string) => label.startsWith(wanted),
    (label: string) => label.includes(wanted),
  ]) {
    const found = choices.filter((c) => match(fold(c.label)));
    if (found.length === 1) return found[0]!.id;
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/** A pasted day as stored: DD/MM/AAAA (or D/M/AAAA) and AAAA-MM-DD are read; other text stays for the check. */
export function pastedDate(text: string): string {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return trimmed;
}

type Cell = { ok: true; value: unknown } | { ok: false; value: unknown; problem: string };

function cellOf<R>(column: PasteColumn<R>, text: string, t: Translate): Cell {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: column.nullable ? null : column.kind === 'select' ? 0 : '' };
  switch (column.kind) {
    case 'decimal':
      // As the grid's own editor reads it: a comma is the point, nothing else changes.
      return { ok: true, value: trimmed.replace(/,/g, '.') };
    case 'number':
      return /^\d+$/.test(trimmed)
        ? { ok: true, value: Number(trimmed) }
        : { ok: false, value: 0, problem: t('grid.paste.notInteger', { text: trimmed }) };
    case 'date':
      return { ok: true, value: pastedDate(trimmed) };
    case 'select': {
      const id = choiceOf(column.choices ?? [], trimmed);
      return id === undefined
        ? {
            ok: false,
            value: column.nullable ? null : 0,
            problem: t('grid.paste.notInList', { text: trimmed }),
          }
        : { ok: true, value: id };
    }
    default:
      return { ok: true, value: text };
  }
}

/**
 * The rows after pasting `cells` at row `start`, column `firstColumn` (its position in `columns`): the
 * pasted columns go on to the right in the grid's order (a read-only column takes its cell and ignores
 * it), cells beyond the last column are left out, lines beyond the last row add `blank()` rows.
 */
export function pasteRows<R>(
  rows: readonly R[],
  columns: readonly PasteColumn<R>[],
  start: number,
  firstColumn: number,
  cells: readonly (readonly string[])[],
  blank: () => R,
  t: Translate,
  rowNumber: (index: number) => number = (index) => index + 1,
): PasteOutcome<R> {
  const out: R[] = [];
  const problems: string[] = [];
  cells.slice(0, PASTE_MAX_LINES).forEach((line, i) => {
    const index = start + i;
    const row: Record<string, unknown> = { ...(rows[index] ?? blank()) } as Record<string, unknown>;
    line.forEach((text, j) => {
      const column = columns[firstColumn + j];
      if (!column || column.readOnly) return;
      const cell = cellOf(column, text, t);
      row[column.field] = cell.value;
      if (!cell.ok)
        problems.push(
          t('grid.errorLineInColumn', {
            row: index < rows.length ? rowNumber(index) : index + 1,
            column: column.header,
            message: cell.problem,
          }),
        );
    });
    out.push(row as R);
  });
  if (cells.length > PASTE_MAX_LINES) problems.push(t('grid.paste.tooManyLines', { count: PASTE_MAX_LINES }));
  return { rows: out, start, problems };
}
