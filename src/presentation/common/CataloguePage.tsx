import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import type { ManageCatalogue } from '../../application/shared/manage-catalogue';
import { MyGrants } from '../../application/shared/my-grants';
import type { RecordSort } from '../../domain/shared/catalogue';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import {
  CataloguePresenter,
  type CatalogueEntity,
  type CatalogueListState,
  type CatalogueScreen,
} from './catalogue-presenter';
import { CatalogueView, type CatalogueColumn, type CatalogueViewProps } from './CatalogueView';
import { catalogueFormFields, type CatalogueFormFields } from './catalogue-form-fields';
import type { FormFields } from './FormDialog';
import type { Translate } from './screen-state';

export interface CataloguePageProps<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
> {
  /** The catalogue's use cases (its feature's token). */
  readonly manage: symbol;
  readonly screen: CatalogueScreen<E, I, S>;
  readonly columns: CatalogueColumnTable<S, E>;
  readonly fields: FormFields<I>;
  /** The sorts of the «Activo» and «Modificado» columns; by default the screen's `active` and `updatedAt`. */
  readonly activeSort?: S;
  readonly updatedSort?: S;
  /** Shown above the form's fields (e.g. where a related value is registered). */
  readonly formIntro?: CatalogueViewProps<E, I, S>['formIntro'];
  /** Shown under the page's title, above the list (a summary of what the list holds). */
  readonly above?: ReactNode;
  /** Called after each change the screen made (a record created, saved, deleted, deactivated…). */
  readonly onChanged?: () => void;
}

/** A column's width: its flex and minimum width, and 'right' for amounts. */
export type ColumnWidth = readonly [flex: number, minWidth: number, align?: 'right'];

/**
 * A catalogue page's columns, in order, by field: a width, or the column's own spec (a sort of another
 * name, a cell drawn by `render`). A column sorts by the screen's sort of its field's name, if there is one.
 */
export type CatalogueColumnTable<S extends string, E> = Readonly<
  Record<string, ColumnWidth | Omit<CatalogueColumn<S, E>, 'field'>>
>;

const isWidth = <S extends string, E>(
  c: ColumnWidth | Omit<CatalogueColumn<S, E>, 'field'>,
): c is ColumnWidth => Array.isArray(c);

/** The kit's columns of a table: each field's sort, width and alignment. */
export function catalogueColumns<S extends string, E>(
  table: CatalogueColumnTable<S, E>,
  sorts: readonly S[] = [],
): CatalogueColumn<S, E>[] {
  return Object.entries(table).map(([field, column]) => {
    const sort = sorts.find((s) => s === field);
    const base = { field, ...(sort ? { sort } : {}) };
    if (!isWidth(column)) return { ...base, ...column };
    const [flex, minWidth, align] = column;
    return { ...base, flex, minWidth, ...(align ? { align } : {}) };
  });
}

/** A catalogue screen: its presenter on the feature's use cases, in the shell's page frame. */
export function CataloguePage<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
>(props: CataloguePageProps<E, I, S>) {
  const { t } = useTranslation();
  const catalogue = useInject<ManageCatalogue<E, I>>(props.manage);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<CatalogueListState<E, I, S>, CataloguePresenter<E, I, S>>(
    () =>
      new CataloguePresenter(catalogue, props.screen, grants, files, (key, params) => t(key, params ?? {})),
  );
  const { onChanged } = props;
  const recordSort = (sort: RecordSort) => props.screen.sorts?.find((s) => s === sort);
  const activeSort = props.activeSort ?? recordSort('active');
  const updatedSort = props.updatedSort ?? recordSort('updatedAt');
  useEffect(() => (onChanged ? presenter.onChanged(onChanged) : undefined), [presenter, onChanged]);
  return (
    <ShellPage code={props.screen.module}>
      {props.above}
      <CatalogueView
        texts={props.screen.texts}
        presenter={presenter}
        state={state}
        columns={catalogueColumns(props.columns, props.screen.sorts)}
        fields={props.fields}
        {...(activeSort ? { activeSort } : {})}
        {...(updatedSort ? { updatedSort } : {})}
        {...(props.formIntro ? { formIntro: props.formIntro } : {})}
      />
    </ShellPage>
  );
}

/**
 * A catalogue page's form fields, made with the kit's builders labelled by its screen's texts
 * (`<screen.texts>.form.<name>`), so a page names its texts once, in its screen:
 * `useCatalogueFields(PLANTS_SCREEN, (form) => [form.text('ruc', {…}), form.active()])`.
 */
export function useCatalogueFields<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
>(
  screen: CatalogueScreen<E, I, S>,
  build: (form: CatalogueFormFields<I>, t: Translate) => FormFields<I>,
): FormFields<I> {
  const { t } = useTranslation();
  return build(catalogueFormFields<I>(t, screen.texts), t);
}
