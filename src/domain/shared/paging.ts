/** Server-side paging, sorting and filtering of the administration tables. */
export type SortOrder = 'asc' | 'desc';

export interface PageRequest<S extends string = string> {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: S;
  readonly order: SortOrder;
}

export interface Page<T> {
  readonly rows: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The last page that has rows (at least 1). */
export const lastPage = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** "1–25 de 230" */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 de 0';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `${from}–${to} de ${total}`;
}

/** A query string of the defined, non-empty values (stable order). */
export function queryString(params: Readonly<Record<string, string | number | boolean | undefined | null>>) {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
