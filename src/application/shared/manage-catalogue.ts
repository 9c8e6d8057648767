import type { Page } from '../../domain/shared/paging';
import type { FieldError } from '../../domain/shared/validation';
import { failed, type ApiResult } from './api-result';
import type { CatalogueApi, CatalogueChoice, CatalogueQuery, DownloadedFile } from './catalogue-api';

/** A catalogue's own rules, from its domain module. */
export interface CatalogueRules<E, I> {
  readonly validate: (input: I) => FieldError[];
  readonly clean: (input: I) => I;
  /** The fields of a record as read, to write it back (deactivate keeps everything else). */
  readonly inputOf: (record: E) => I;
}

/**
 * The rules of a catalogue whose input is its record's own fields: `inputOf` copies the fields named in
 * `fields`, which must name every field of the input (one left out does not compile); `validate` and `clean`
 * come from its domain module. Catalogues whose input is not a plain copy of the record write their own rules.
 */
export function catalogueRules<I extends object, const K extends readonly (keyof I)[]>(
  fields: K &
    ([Exclude<keyof I, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof I, K[number]> }),
  validate: (input: I) => FieldError[],
  clean: (input: I) => I,
): CatalogueRules<I, I> {
  return {
    validate,
    clean,
    inputOf: (record) => Object.fromEntries(fields.map((key) => [key, record[key]])) as I,
  };
}

const invalid = <T>(fields: readonly FieldError[]): ApiResult<T> =>
  failed({ kind: 'validation', message: 'Revise los datos marcados.', fields });

/** Records with optimistic concurrency. */
interface Versioned {
  readonly id: number;
  readonly version: number;
}

/**
 * The use cases of any catalogue: list, read, save (checked first with the domain's rules, the same
 * the server applies), delete, deactivate and reactivate, and export.
 */
export class ManageCatalogue<
  E extends Versioned & { readonly active: boolean },
  I extends { readonly active: boolean },
> {
  constructor(
    private readonly api: CatalogueApi<E, I>,
    private readonly rules: CatalogueRules<E, I>,
    /** The choices of the form's selects, by field (the vessel's companies, the species' fishing types). */
    private readonly choices: Readonly<Record<string, () => Promise<ApiResult<CatalogueChoice[]>>>> = {},
  ) {}

  list(query: CatalogueQuery): Promise<ApiResult<Page<E>>> {
    return this.api.list(query);
  }

  get(id: number): Promise<ApiResult<E>> {
    return this.api.get(id);
  }

  /** Creates the record, or updates the one read as `existing` (its version guards against lost edits). */
  save(input: I, existing?: Versioned): Promise<ApiResult<E>> {
    const errors = this.rules.validate(input);
    if (errors.length > 0) return Promise.resolve(invalid(errors));
    const clean = this.rules.clean(input);
    return existing ? this.api.update(existing.id, existing.version, clean) : this.api.create(clean);
  }

  /** Deactivates (kept for history, no longer offered) or reactivates a record as it was read. */
  setActive(record: E, active: boolean): Promise<ApiResult<E>> {
    return this.api.update(record.id, record.version, { ...this.rules.inputOf(record), active });
  }

  delete(record: Versioned): Promise<ApiResult<void>> {
    return this.api.delete(record.id, record.version);
  }

  /** This catalogue's active records, as choices for other forms. */
  options(): Promise<ApiResult<CatalogueChoice[]>> {
    return this.api.options();
  }

  /** Whether the form has selects whose choices come from other catalogues. */
  get hasFormChoices(): boolean {
    return Object.keys(this.choices).length > 0;
  }

  /** The choices of every select of the form; the first failure fails them all. */
  async formChoices(): Promise<ApiResult<Record<string, CatalogueChoice[]>>> {
    const entries = Object.entries(this.choices);
    const results = await Promise.all(entries.map(([, load]) => load()));
    const out: Record<string, CatalogueChoice[]> = {};
    for (const [index, result] of results.entries()) {
      if (!result.ok) return result;
      out[entries[index]?.[0] ?? ''] = result.value;
    }
    return { ok: true, value: out };
  }

  exportXlsx(query: Omit<CatalogueQuery, 'page' | 'pageSize'>): Promise<ApiResult<DownloadedFile>> {
    return this.api.exportXlsx(query);
  }
}
