import type { Page, PageRequest } from '../../domain/shared/paging';
import type { ApiResult } from './api-result';

/** The list of a catalogue: page, sort, text and the active flag. */
export interface CatalogueQuery<S extends string = string> extends PageRequest<S> {
  readonly q?: string;
  /** Only active (true) or inactive (false) records; every record when absent. */
  readonly active?: boolean;
}

/** An active record offered in another catalogue's form (or a fixed choice, such as a code). */
export interface CatalogueChoice {
  readonly id: number | string;
  readonly label: string;
}

/** A file the server produced (the .xlsx export). */
export interface DownloadedFile {
  readonly fileName: string;
  readonly file: Blob;
}

/**
 * One catalogue on the backend (companies, plants, vessels…): the same routes for each, at its own
 * path (docs/kit.md). `E` is the record as read, `I` the fields as written.
 */
export interface CatalogueApi<E, I> {
  list(query: CatalogueQuery): Promise<ApiResult<Page<E>>>;
  get(id: number): Promise<ApiResult<E>>;
  create(input: I): Promise<ApiResult<E>>;
  update(id: number, version: number, input: I): Promise<ApiResult<E>>;
  delete(id: number, version: number): Promise<ApiResult<void>>;
  /** Active records as choices for other forms. */
  options(): Promise<ApiResult<CatalogueChoice[]>>;
  /** The whole filtered list as an .xlsx file. */
  exportXlsx(query: Omit<CatalogueQuery, 'page' | 'pageSize'>): Promise<ApiResult<DownloadedFile>>;
}

/** Makes the API of the catalogue at `path` ('/empresas'); the composition root provides it. */
export interface CatalogueApiFactory {
  create<E, I>(path: string): CatalogueApi<E, I>;
}
export const CatalogueApiFactory = Symbol.for('CatalogueApiFactory');
