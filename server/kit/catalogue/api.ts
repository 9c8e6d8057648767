import Type, { type TObject, type TProperties, type TSchema } from 'typebox';
import type { CatalogueRecord } from '../../../src/domain/shared/catalogue';
import type { CatalogueService } from './service';

/** A column of the exported .xlsx. */
export interface ExportColumn<E> {
  readonly header: string;
  readonly width: number;
  /** 'number' cells hold numbers (decimal texts are converted), shown with two decimals. */
  readonly kind: 'text' | 'number' | 'yesno';
  value(row: E): string | number | boolean | null;
}

/** How a catalogue is offered over HTTP. */
export interface CatalogueApi<E extends CatalogueRecord, I, S extends string> {
  /** The module code of the permissions: 'empresa'. */
  readonly module: string;
  /** The collection's path under the API prefix: '/empresas'. */
  readonly path: string;
  /** The sheet and file name of the export: 'Empresas'. */
  readonly title: string;
  readonly sorts: readonly S[];
  readonly defaultSort: S;
  readonly entity: TSchema;
  /** The input's fields (text lengths from the domain's constants). */
  readonly input: TObject;
  readonly columns: readonly ExportColumn<E>[];
  /** The list's and export's own filters besides `active` (query parameters, all optional). */
  readonly filters?: TProperties;
  /** Modules whose forms choose among this catalogue's options (vessels choose a company). */
  readonly optionsFor: readonly string[];
  readonly service: CatalogueService<E, I, S>;
}

/** The list's and export's common filter: active or not. */
export const ListFilters = { active: Type.Optional(Type.Boolean()) };

/** The catalogue's own filters of a query (those it states, when set). */
export const filtersOf =
  (api: Pick<CatalogueApi<CatalogueRecord, unknown, string>, 'filters'>) =>
  (query: object): Record<string, unknown> =>
    Object.fromEntries(Object.entries(query).filter(([k, v]) => k in (api.filters ?? {}) && v !== undefined));
