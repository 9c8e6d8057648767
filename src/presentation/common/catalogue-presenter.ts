import type { FileSaver } from '../../application/ports/file-saver';
import { okResult, type ApiResult } from '../../application/shared/api-result';
import type { CatalogueChoice, CatalogueQuery } from '../../application/shared/catalogue-api';
import type { CatalogueRules, ManageCatalogue } from '../../application/shared/manage-catalogue';
import { formatDateTime } from '../../domain/shared/dates';
import type { SortOrder } from '../../domain/shared/paging';
import { FormPresenter } from './form-presenter';
import {
  PagedListPresenter,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from './paged-list-presenter';
import type { Translate } from './screen-state';

/** What every catalogue record has (src/domain/shared/catalogue.ts). */
export interface CatalogueEntity {
  readonly id: number;
  readonly active: boolean;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** A row of a catalogue list: display-ready texts, and the record for the commands. */
export interface CatalogueRow<E> {
  readonly id: number;
  /** How messages name the record ('Pesquera Sur S.A.C.', 'CHI'). */
  readonly name: string;
  readonly active: boolean;
  readonly activeLabel: string;
  /** '21/03/2026 10:15 por admin' */
  readonly updated: string;
  /** Each column's text, by column field. */
  readonly cells: Readonly<Record<string, string>>;
  readonly record: E;
}

export interface CatalogueFilters {
  /** '' every record, 'true' active only, 'false' inactive only. */
  readonly active: '' | 'true' | 'false';
}

/**
 * A screen's filters besides "active" (the workers' position and pension scheme): their initial values
 * ('' = any) and how they go to the server's list and export query.
 */
export interface CatalogueExtraFilters<F extends CatalogueFilters> {
  readonly initial: Omit<F, 'active'>;
  readonly query: (filters: F) => Readonly<Record<string, string | number | boolean | undefined>>;
}

export type CatalogueCommand = 'delete' | 'deactivate' | 'activate';

/**
 * One catalogue screen's own part: its module, texts, sort, how a row shows and how the form's values
 * map to the record. Everything else is the kit's.
 */
export interface CatalogueScreen<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
> {
  /** The module code whose grants apply ('empresa'). */
  readonly module: string;
  /** The prefix of the screen's texts in the translations ('companies'). */
  readonly texts: string;
  readonly sort: S;
  /** The sorts the server knows (with the kit's `active` and `updatedAt`, which the kit's columns use). */
  readonly sorts?: readonly S[];
  /** The order of the first sort; A→Z unless said. */
  readonly order?: SortOrder;
  /** The order a column starts with: unless said, A→Z, the last change newest first. */
  readonly firstOrder?: (sort: S) => SortOrder;
  readonly nameOf: (record: E) => string;
  /** Each column's text, by column field (booleans as 'Sí'/'No', decimals as written). */
  readonly cellsOf: (record: E, t: Translate) => Readonly<Record<string, string>>;
  /** A new record's values. */
  readonly empty: () => I;
  /** The values of a record as read. */
  readonly valuesOf: (record: E) => I;
  /**
   * The form's fixed choices named by the translations: a select's field → the prefix of its texts
   * (`labourRegime: 'workers.form.labourRegimes'`); each of its choices reads `<prefix>.<id>`.
   */
  readonly choiceTexts?: Readonly<Record<string, string>>;
}

/**
 * A catalogue screen whose form edits the record's own fields (its rules' `inputOf`): the module, the
 * prefix of its texts, the sorts the server knows, and the rest of the screen's own part.
 */
export function catalogueScreen<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
>(
  module: string,
  texts: string,
  rules: Pick<CatalogueRules<E, I>, 'inputOf'>,
  sorts: readonly S[],
  own: Omit<CatalogueScreen<E, I, S>, 'module' | 'texts' | 'sorts' | 'valuesOf'>,
): CatalogueScreen<E, I, S> {
  return { module, texts, sorts, valuesOf: rules.inputOf, ...own };
}

/** The kit's first order of a catalogue column: A→Z, but the last change newest first. */
export const newestChangeFirst = (sort: string): SortOrder => (sort === 'updatedAt' ? 'desc' : 'asc');

/** A flag's cell in a catalogue's list: 'Sí' or 'No' (`catalogue.yes`, `catalogue.no`). */
export const yesNo = (t: Translate, flag: boolean): string => t(flag ? 'catalogue.yes' : 'catalogue.no');

export type CatalogueFormPresenter<E, I extends object> = FormPresenter<I, E>;

export type CatalogueListState<
  E,
  I extends object,
  S extends string,
  F extends CatalogueFilters = CatalogueFilters,
> = ListState<CatalogueRow<E>, S, F, CatalogueCommand, CatalogueFormPresenter<E, I>>;

/**
 * The generic catalogue screen (companies, plants, vessels…): the kit's list with an active filter,
 * create and edit in the kit's form, delete (refused with the reason when the record is in use),
 * deactivate and reactivate, and the export of the filtered list to .xlsx.
 */
export class CataloguePresenter<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
  F extends CatalogueFilters = CatalogueFilters,
> extends PagedListPresenter<E, CatalogueRow<E>, S, F, CatalogueCommand, CatalogueFormPresenter<E, I>> {
  constructor(
    private readonly catalogue: ManageCatalogue<E & { readonly id: number }, I>,
    private readonly screen: CatalogueScreen<E, I, S>,
    grants: GrantsSource,
    private readonly files: FileSaver,
    t: Translate,
    private readonly extra?: CatalogueExtraFilters<F>,
  ) {
    super(grants, t, {
      module: screen.module,
      sort: screen.sort,
      order: screen.order ?? 'asc',
      filters: { ...extra?.initial, active: '' } as F,
      firstOrder: screen.firstOrder ?? newestChangeFirst,
    });
  }

  private wire(query: Omit<ListQuery<S, F>, 'page' | 'pageSize'>) {
    return {
      ...this.extra?.query(query.filters),
      sort: query.sort,
      order: query.order,
      ...(query.q ? { q: query.q } : {}),
      ...(query.filters.active ? { active: query.filters.active === 'true' } : {}),
    };
  }

  protected fetch(query: ListQuery<S, F>) {
    const request: CatalogueQuery = { page: query.page + 1, pageSize: query.pageSize, ...this.wire(query) };
    return this.catalogue.list(request);
  }

  protected rowOf(record: E): CatalogueRow<E> {
    return {
      id: record.id,
      name: this.screen.nameOf(record),
      active: record.active,
      activeLabel: this.t(record.active ? 'catalogue.active' : 'catalogue.inactive'),
      updated: this.t('catalogue.updatedBy', {
        when: formatDateTime(record.updatedAt),
        who: record.updatedBy,
      }),
      cells: this.screen.cellsOf(record, this.t),
      record,
    };
  }

  protected override async exportFile(query: Omit<ListQuery<S, F>, 'page' | 'pageSize'>) {
    const result = await this.catalogue.exportXlsx(this.wire(query));
    if (!result.ok) return result;
    this.files.save(result.value.fileName, result.value.file);
    return okResult(undefined);
  }

  protected override formFor(row: CatalogueRow<E> | null): CatalogueFormPresenter<E, I> {
    const { screen, catalogue } = this;
    return new FormPresenter<I, E>(
      {
        empty: screen.empty,
        read: (recordId) => catalogue.get(recordId),
        valuesOf: screen.valuesOf,
        save: (values, existing) => catalogue.save(values, existing),
        ...(catalogue.hasFormChoices ? { options: () => this.formChoices() } : {}),
      },
      row?.id ?? null,
      (record, mode) =>
        this.formSaved(
          this.t(`${screen.texts}.${mode === 'create' ? 'created' : 'updated'}`, {
            name: screen.nameOf(record),
          }),
        ),
    );
  }

  /** The form's choices, those the screen names by the translations with their texts. */
  private async formChoices(): Promise<ApiResult<Record<string, CatalogueChoice[]>>> {
    const result = await this.catalogue.formChoices();
    const texts = this.screen.choiceTexts;
    if (!result.ok || !texts) return result;
    return okResult(
      Object.fromEntries(
        Object.entries(result.value).map(([field, choices]) => {
          const prefix = texts[field];
          return [
            field,
            prefix ? choices.map((c) => ({ ...c, label: this.t(`${prefix}.${c.id}`) })) : choices,
          ];
        }),
      ),
    );
  }

  protected override runCommand(command: CatalogueCommand, row: CatalogueRow<E>) {
    if (command === 'delete') return this.catalogue.delete(row.record);
    return this.catalogue.setActive(row.record, command === 'activate');
  }

  protected override doneMessage(command: CatalogueCommand, row: CatalogueRow<E>): string {
    const key = { delete: 'deleted', deactivate: 'deactivated', activate: 'activated' }[command];
    return this.t(`${this.screen.texts}.${key}`, { name: row.name });
  }
}
