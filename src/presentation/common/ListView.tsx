import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, IconButton, LinearProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type SortOrder } from '../../domain/shared/paging';
import { ConfirmDialog } from './ConfirmDialog';
import { NoticeBar } from './NoticeBar';
import type { Confirming, ListQuery, ListState } from './paged-list-presenter';
import type { TableState } from './screen-state';
import { RetryAlert } from './RetryAlert';
import { SearchField } from './SearchField';

/** One column of the list: a row field shown as text, or rendered. */
export interface ListColumn<R, S extends string> {
  readonly field: string;
  readonly header: string;
  /** The server-side sort of this column, when it can sort. */
  readonly sort?: S;
  /** The text of the cell (default: the row's `field`). */
  readonly text?: (row: R) => string;
  /** A cell that is more than text (a chip, two lines). */
  readonly render?: (row: R) => ReactNode;
  readonly align?: 'left' | 'right' | 'center';
  /** Relative width (default 1); numbers and flags are narrower. */
  readonly flex?: number;
  readonly minWidth?: number;
}

/** A button of the actions column. */
export interface RowAction<R> {
  readonly key: string;
  /** The accessible name and tooltip, naming the row ('Editar la empresa Pesquera Sur'). */
  readonly label: (row: R) => string;
  readonly icon: ReactNode;
  readonly onClick: (row: R) => void;
  /** Whether the row shows it (default: always). */
  readonly shown?: (row: R) => boolean;
}

/** The list presenter's intents the view forwards. */
export interface ListIntents<S extends string> {
  setSearch(q: string): void;
  search(): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: S, order: SortOrder): void;
  load(): Promise<void>;
  dismissNotice(): void;
  cancelCommand(): void;
  confirmCommand(): Promise<void>;
}

/** What the confirmation dialog of a command says. */
export interface ConfirmText {
  readonly title: string;
  readonly question: string;
  readonly action: string;
  readonly danger?: boolean;
}

export interface ListViewProps<
  R extends { readonly id: number | string },
  S extends string,
  F,
  C extends string,
> {
  /** Prefix of element ids ('companies'). */
  readonly id: string;
  /** The grid's accessible name. */
  readonly label: string;
  readonly presenter: ListIntents<S>;
  readonly state: ListState<R, S, F, C, unknown>;
  readonly columns: readonly ListColumn<R, S>[];
  readonly actions?: readonly RowAction<R>[];
  readonly searchLabel: string;
  /** Filters beside the search box. */
  readonly filters?: ReactNode;
  /** Whether a search or filter is applied (the empty text then says nothing matched). */
  readonly filtered: boolean;
  readonly emptyText: string;
  readonly noMatchesText: string;
  /** The create button: shown only when given (the screen gives it only with `crear`). */
  readonly create?: { readonly label: string; readonly onClick: () => void };
  /** The export button: shown only when given (with `exportar`). */
  readonly exportList?: { readonly label: string; readonly onClick: () => void; readonly busy?: boolean };
  readonly confirmText?: (confirming: Confirming<R, C>) => ConfirmText;
  /** The create/edit dialog, when open. */
  readonly dialog?: ReactNode;
}

/**
 * The kit's list: toolbar (search, filters, export, create), an MUI X Data Grid with server-side paging
 * and sorting (Spanish texts, resizable columns, keyboard navigation), loading/empty/error states, the
 * actions column, the notice above and the confirmation dialog of row commands.
 */
export function ListView<R extends { readonly id: number | string }, S extends string, F, C extends string>(
  props: ListViewProps<R, S, F, C>,
) {
  const { state, presenter, columns, actions = [] } = props;
  const { table, query } = state;

  const confirming = state.confirming;
  const confirm = confirming && props.confirmText?.(confirming);

  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={props.searchLabel}
          value={query.q}
          onChange={(q) => presenter.setSearch(q)}
          onSubmit={() => presenter.search()}
        />
        {props.filters}
        <Box sx={{ flexGrow: 1 }} />
        {props.exportList && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={props.exportList.onClick}
            disabled={props.exportList.busy}
          >
            {props.exportList.label}
          </Button>
        )}
        {props.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.create.onClick}>
            {props.create.label}
          </Button>
        )}
      </Stack>
      <PagedGrid
        label={props.label}
        columns={columns}
        actions={actions}
        table={table}
        query={query}
        emptyText={props.filtered ? props.noMatchesText : props.emptyText}
        onPage={(page) => presenter.setPage(page)}
        onPageSize={(size) => presenter.setPageSize(size)}
        onSort={(sort, order) => presenter.setSort(sort, order)}
        onRetry={() => void presenter.load()}
      />
      {props.dialog}
      {confirming && confirm && (
        <ConfirmDialog
          id={`${props.id}-confirm`}
          title={confirm.title}
          question={confirm.question}
          confirmLabel={confirm.action}
          danger={confirm.danger ?? false}
          busy={confirming.busy}
          error={confirming.error}
          onCancel={() => presenter.cancelCommand()}
          onConfirm={() => void presenter.confirmCommand()}
        />
      )}
    </>
  );
}

export interface PagedGridProps<R extends { readonly id: number | string }, S extends string> {
  /** The grid's accessible name. */
  readonly label: string;
  readonly columns: readonly ListColumn<R, S>[];
  readonly actions?: readonly RowAction<R>[];
  readonly table: TableState<R>;
  readonly query: Pick<ListQuery<S, unknown>, 'page' | 'pageSize' | 'sort' | 'order'>;
  readonly emptyText: string;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
  readonly onSort: (sort: S, order: SortOrder) => void;
  readonly onRetry: () => void;
}

/**
 * The kit's grid alone (the list view's, for screens with their own toolbar such as the audit trail):
 * MUI X Data Grid with server-side paging and sorting, Spanish texts, resizable columns, keyboard
 * navigation, a progress bar while reading, skeleton rows at first, the empty text and the error with
 * its retry.
 */
export function PagedGrid<R extends { readonly id: number | string }, S extends string>({
  label,
  columns,
  actions = [],
  table,
  query,
  emptyText,
  onPage,
  onPageSize,
  onSort,
  onRetry,
}: PagedGridProps<R, S>) {
  const { t } = useTranslation();
  const gridColumns = useMemo<GridColDef[]>(() => {
    const cols: GridColDef[] = columns.map((c) => ({
      field: c.field,
      headerName: c.header,
      sortable: c.sort !== undefined,
      flex: c.flex ?? 1,
      minWidth: c.minWidth ?? 120,
      align: c.align,
      headerAlign: c.align,
      valueGetter: (_value: unknown, row: R) =>
        c.text ? c.text(row) : (Reflect.get(Object(row), c.field) as unknown),
      ...(c.render ? { renderCell: (p: GridRenderCellParams) => c.render?.(p.row as R) } : {}),
    }));
    if (actions.length > 0) {
      cols.push({
        field: '__actions',
        headerName: t('admin.common.actions'),
        sortable: false,
        filterable: false,
        resizable: false,
        align: 'right',
        headerAlign: 'right',
        minWidth: 56 * actions.length + 16,
        renderCell: (p: GridRenderCellParams) => {
          const row = p.row as R;
          return (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ justifyContent: 'flex-end', alignItems: 'center', height: 1 }}
            >
              {actions
                .filter((a) => a.shown?.(row) ?? true)
                .map((a) => (
                  <Tooltip key={a.key} title={a.label(row)}>
                    <IconButton size="small" aria-label={a.label(row)} onClick={() => a.onClick(row)}>
                      {a.icon}
                    </IconButton>
                  </Tooltip>
                ))}
            </Stack>
          );
        },
      });
    }
    return cols;
  }, [columns, actions, t]);

  const sortField = columns.find((c) => c.sort === query.sort)?.field;
  const sortModel: GridSortModel = sortField ? [{ field: sortField, sort: query.order }] : [];
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    const column = first && columns.find((c) => c.field === first.field);
    // The grid cycles asc → desc → none; "none" flips back to ascending (a list always has an order).
    if (first && column?.sort) onSort(column.sort, first.sort ?? 'asc');
    else if (sortField) onSort(query.sort, query.order === 'asc' ? 'desc' : 'asc');
  };
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== query.pageSize) onPageSize(model.pageSize);
    else if (model.page !== query.page) onPage(model.page);
  };

  const busy = table.kind === 'loading' || (table.kind === 'ready' && table.refreshing);
  if (table.kind === 'failed') return <RetryAlert onRetry={onRetry}>{table.message}</RetryAlert>;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} aria-busy={busy}>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('admin.common.loading')} />}</Box>
      <DataGrid
        aria-label={label}
        rows={table.kind === 'ready' ? (table.rows as R[]) : []}
        columns={gridColumns}
        rowCount={table.kind === 'ready' ? table.total : 0}
        // The first load shows skeleton rows; later loads keep the rows under the progress bar above.
        loading={table.kind === 'loading'}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: query.page, pageSize: query.pageSize }}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={[...PAGE_SIZES]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        density="compact"
        autoHeight
        getRowHeight={() => 'auto'}
        localeText={{
          ...esES.components.MuiDataGrid.defaultProps.localeText,
          noRowsLabel: emptyText,
          noResultsOverlayLabel: emptyText,
        }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{ border: 0, '& .MuiDataGrid-cell': { py: 0.75 } }}
      />
    </Paper>
  );
}

/** A screen's caption for an empty cell (kept for views that show '—'). */
export function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {children}
    </Typography>
  );
}
