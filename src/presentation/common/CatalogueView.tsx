import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type {
  CatalogueEntity,
  CatalogueFilters,
  CatalogueListState,
  CataloguePresenter,
  CatalogueRow,
} from './catalogue-presenter';
import type { ReactNode } from 'react';
import { FormDialog, type FormDialogProps, type FormFields } from './FormDialog';
import { ListView, type ListColumn, type RowAction } from './ListView';

/**
 * A catalogue column: its header text key and sort; the cell is the row's text of that field, or what
 * `render` draws (a link, a chip) with that text kept for the export and the accessible name.
 */
export interface CatalogueColumn<S extends string, E = unknown> {
  readonly field: string;
  /** The sort of this column, when the server sorts by it. */
  readonly sort?: S;
  readonly flex?: number;
  readonly minWidth?: number;
  /** How much the column matters on a narrow screen (see `ListColumn.priority`). */
  readonly priority?: number;
  readonly align?: 'left' | 'right';
  readonly render?: (row: CatalogueRow<E>) => ReactNode;
}

export interface CatalogueViewProps<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
  F extends CatalogueFilters = CatalogueFilters,
> {
  /** The prefix of the screen's texts ('companies'): columns.<field>, form.<field>, create, search… */
  readonly texts: string;
  readonly presenter: CataloguePresenter<E, I, S, F>;
  readonly state: CatalogueListState<E, I, S, F>;
  readonly columns: readonly CatalogueColumn<S, E>[];
  readonly fields: FormFields<I>;
  /** The sort of the "Activo" and "Modificado" columns. */
  readonly activeSort?: S;
  readonly updatedSort?: S;
  /** Shown above the form's fields (e.g. a record's history). */
  readonly formIntro?: FormDialogProps<I, E>['intro'];
  /** The screen's own filters (selects), after the active filter. */
  readonly filters?: ReactNode;
  /** More toolbar buttons (e.g. an import), after the filters. */
  readonly toolbar?: ReactNode;
  /** The screen's own row actions (e.g. a worker's loans), before the kit's. */
  readonly rowActions?: readonly RowAction<CatalogueRow<E>>[];
}

/**
 * Any catalogue screen on the kit: search and active filter, the grid with the screen's columns plus
 * state and last change, edit / deactivate / reactivate / delete by permission, export and create.
 */
export function CatalogueView<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
  F extends CatalogueFilters = CatalogueFilters,
>({
  texts,
  presenter,
  state,
  columns,
  fields,
  activeSort,
  updatedSort,
  formIntro,
  filters,
  toolbar,
  rowActions = [],
}: CatalogueViewProps<E, I, S, F>) {
  const { t } = useTranslation();
  const { can } = state;
  const listColumns = catalogueColumns(t, texts, columns, activeSort, updatedSort);
  const actions = catalogueActions(t, texts, presenter, can, rowActions);
  return (
    <ListView
      id={texts}
      label={t(`${texts}.tableLabel`)}
      presenter={presenter}
      state={state}
      columns={listColumns}
      actions={actions}
      searchLabel={t(`${texts}.search`)}
      filtered={
        state.query.q.trim() !== '' ||
        Object.values(state.query.filters).some((v) => v !== '' && v !== undefined)
      }
      emptyText={t(`${texts}.empty`)}
      noMatchesText={t(`${texts}.noMatches`)}
      filters={
        <>
          <TextField
            select
            size="small"
            label={t('catalogue.activeFilter')}
            value={state.query.filters.active}
            // eslint-disable-next-line no-restricted-syntax -- the select offers only the ActiveFilter's values ('', 'true', 'false'); F is generic
            onChange={(e) => presenter.setFilter('active', e.target.value as F['active'])}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('catalogue.all')}</MenuItem>
            <MenuItem value="true">{t('catalogue.activeOnly')}</MenuItem>
            <MenuItem value="false">{t('catalogue.inactiveOnly')}</MenuItem>
          </TextField>
          {filters}
          {toolbar}
        </>
      }
      {...(can.crear
        ? { create: { label: t(`${texts}.create`), onClick: () => presenter.openCreate() } }
        : {})}
      {...(can.exportar
        ? {
            exportList: {
              label: t('catalogue.export'),
              onClick: () => void presenter.exportList(),
              busy: state.exporting,
            },
          }
        : {})}
      confirmText={(c) => ({
        title: t(`catalogue.confirm.${c.command}Title`),
        question: t(`${texts}.confirm.${c.command}`, { name: c.row.name }),
        action: t(`catalogue.confirm.${c.command}Action`),
        danger: c.command === 'delete',
      })}
      dialog={
        state.form && (
          <FormDialog
            id={`${texts}-form`}
            title={{ create: t(`${texts}.form.createTitle`), edit: t(`${texts}.form.editTitle`) }}
            presenter={state.form}
            fields={fields}
            onClose={() => presenter.closeForm()}
            {...(formIntro ? { intro: formIntro } : {})}
          />
        )
      }
    />
  );
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The screen's columns, then the kit's «Activo» and «Modificado». */
function catalogueColumns<E, S extends string>(
  t: T,
  texts: string,
  columns: readonly CatalogueColumn<S, E>[],
  activeSort: S | undefined,
  updatedSort: S | undefined,
): ListColumn<CatalogueRow<E>, S>[] {
  return [
    ...columns.map((c) => ({
      field: c.field,
      header: t(`${texts}.columns.${c.field}`),
      text: (row: CatalogueRow<E>) => row.cells[c.field] ?? '',
      ...(c.sort ? { sort: c.sort } : {}),
      ...(c.flex ? { flex: c.flex } : {}),
      ...(c.minWidth ? { minWidth: c.minWidth } : {}),
      ...(c.priority ? { priority: c.priority } : {}),
      ...(c.align ? { align: c.align } : {}),
      ...(c.render ? { render: c.render } : {}),
    })),
    {
      field: 'active',
      header: t('catalogue.columns.active'),
      flex: 0.6,
      minWidth: 110,
      ...(activeSort ? { sort: activeSort } : {}),
      text: (row) => row.activeLabel,
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.active ? 'success' : 'default'}
          label={row.activeLabel}
        />
      ),
    },
    {
      field: 'updated',
      header: t('catalogue.columns.updated'),
      flex: 1.2,
      minWidth: 180,
      ...(updatedSort ? { sort: updatedSort } : {}),
    },
  ];
}

/** The screen's own row actions, then edit / deactivate / reactivate / delete by permission. */
function catalogueActions<
  E extends CatalogueEntity,
  I extends { readonly active: boolean },
  S extends string,
  F extends CatalogueFilters,
>(
  t: T,
  texts: string,
  presenter: CataloguePresenter<E, I, S, F>,
  can: CatalogueListState<E, I, S, F>['can'],
  rowActions: readonly RowAction<CatalogueRow<E>>[],
): RowAction<CatalogueRow<E>>[] {
  const actions: RowAction<CatalogueRow<E>>[] = [...rowActions];
  if (can.editar) {
    actions.push(
      {
        key: 'edit',
        label: (row) => t(`${texts}.edit`, { name: row.name }),
        icon: <EditIcon fontSize="small" />,
        onClick: (row) => presenter.openEdit(row),
      },
      {
        key: 'deactivate',
        label: (row) => t(`${texts}.deactivate`, { name: row.name }),
        icon: <BlockIcon fontSize="small" />,
        onClick: (row) => presenter.ask('deactivate', row),
        shown: (row) => row.active,
      },
      {
        key: 'activate',
        label: (row) => t(`${texts}.activate`, { name: row.name }),
        icon: <CheckCircleIcon fontSize="small" />,
        onClick: (row) => presenter.ask('activate', row),
        shown: (row) => !row.active,
      },
    );
  }
  if (can.eliminar) {
    actions.push({
      key: 'delete',
      label: (row) => t(`${texts}.delete`, { name: row.name }),
      icon: <DeleteIcon fontSize="small" />,
      onClick: (row) => presenter.ask('delete', row),
    });
  }
  return actions;
}
