import { isIsoDate } from './dates';
import { withoutAccents } from './validation';

/**
 * What every import from a spreadsheet (.xlsx or .csv) shares: its modes, the refused cells it answers
 * and its counts. The workers' import and the landings' import use them.
 */

export const IMPORT_MODES = ['validate', 'all', 'valid'] as const;
/** validate: nothing is saved; all: saved only when every row is valid; valid: the valid rows only. */
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The largest file an import reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A refused cell: the spreadsheet's row number (the header is row 1), the column's header and why. */
export interface ImportProblem {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** What an import did (or, validating, would do). */
export interface ImportSummary {
  readonly mode: ImportMode;
  /** Data rows read (blank rows are skipped). */
  readonly rows: number;
  readonly valid: number;
  readonly rejected: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Whether anything was written. */
  readonly saved: boolean;
  readonly problems: readonly ImportProblem[];
}

/** 'DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; undefined when not a date. */
export function importDate(text: string): string | undefined {
  const v = text.trim();
  if (isIsoDate(v)) return v;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** A header as compared: without accents, case or repeated spaces. */
export const plainHeader = (s: string) => withoutAccents(s).trim().toLowerCase().replace(/\s+/g, ' ');
