import { VIRTUAL_FROM } from './DataTable';

/**
 * The height a long table scrolls in, which then draws only the rows in sight (issue 33); none for a
 * short one, which shows all its rows.
 */
export function scrollingHeight(rows: readonly unknown[]): number | undefined {
  return rows.length >= VIRTUAL_FROM ? 600 : undefined;
}
