import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type SortOrder } from '../../domain/shared/paging';
import { columnsFor, DEFAULT_MIN_WIDTH, hiddenColumns } from './column-choice';
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
  /**
   * How much the column matters on a narrow screen (1 kept longest; see `columnsFor`); without one the
   * first columns matter most.
   */
  readonly priority?: number;
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={2}
        // On a narrow screen the filters and buttons wrap to a second line instead of widening the page.
        sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
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

/** The width of the actions column for this many buttons. */
const actionsWidth = (buttons: number) => 40 * buttons + 24;

/** The most buttons a row of the page shows (a row shows «Desactivar» or «Reactivar», not both). */
function mostButtons<R>(actions: readonly RowAction<R>[], rows: readonly R[]): number {
  if (rows.length === 0) return actions.length;
  return Math.max(...rows.map((row) => actions.filter((a) => a.shown?.(row) ?? true).length));
}

/**
 * The kit's grid alone (the list view's, for screens with their own toolbar such as the audit trail):
 * MUI X Data Grid with server-side paging and sorting, Spanish texts, resizable columns, keyboard
 * navigation, a progress bar while reading, skeleton rows at first, the empty text and the error with
 * its retry. On a narrow screen it shows the columns that fit (`columnsFor`), says how many it hides and
 * offers them in its «Columnas» chooser; the actions column stays pinned at the right edge.
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
  const buttons = mostButtons(actions, table.kind === 'ready' ? table.rows : []);
  // The columns that fit the grid's width, with what the user chose in the chooser over them.
  const [frame, width] = useMeasuredWidth();
  const [chosen, setChosen] = useState<Readonly<Record<string, boolean>>>({});
  const fitting = columnsFor(columns, width, actions.length > 0 ? actionsWidth(buttons) : 0);
  const visibility = { ...fitting, ...chosen };
  const hidden = hiddenColumns(visibility);
  const hiddenKey = hidden.join(',');
  // The rows opened to show their hidden columns' values (under the first shown column's content).
  const [expanded, setExpanded] = useState<ReadonlySet<R['id']>>(new Set());
  const gridColumns = useMemo<GridColDef[]>(
    () =>
      gridColumnsOf({
        columns,
        actions,
        buttons,
        actionsHeader: t('admin.common.actions'),
        hidden: hiddenKey === '' ? [] : hiddenKey.split(','),
        expanded,
        toggle: (id) =>
          setExpanded((now) => {
            const next = new Set(now);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
      }),
    [columns, actions, buttons, t, hiddenKey, expanded],
  );

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
    <Paper
      ref={frame}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
      aria-busy={busy}
    >
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('admin.common.loading')} />}</Box>
      {(hidden.length > 0 || Object.keys(chosen).length > 0) && (
        <ColumnChooser
          columns={columns}
          visibility={visibility}
          hidden={hidden.length}
          onToggle={(field) => setChosen({ ...chosen, [field]: !visibility[field] })}
        />
      )}
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
        columnVisibilityModel={visibility}
        // Every column is drawn, so the pinned actions column is there however far the rows scroll.
        columnBufferPx={10_000}
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
        sx={{
          border: 0,
          '& .MuiDataGrid-cell': { py: 0.75 },
          // The actions stay at the right edge when the columns scroll sideways (pinning is not in the
          // MIT grid; a sticky cell is).
          '& .MuiDataGrid-cell[data-field="__actions"], & .MuiDataGrid-columnHeader[data-field="__actions"]':
            {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              borderLeft: 1,
              borderLeftColor: 'divider',
            },
        }}
      />
    </Paper>
  );
}

/**
 * The width of the element given `ref`, followed as it changes; `undefined` until measured (and where
 * nothing lays out, as in a test's DOM), so that every column shows.
 */
function useMeasuredWidth(): [RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = element.clientWidth;
      setWidth(next > 0 ? next : undefined);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The grid's columns: the list's, the first shown one opening a row to its hidden columns, and the actions. */
function gridColumnsOf<R extends { readonly id: number | string }, S extends string>({
  columns,
  actions,
  buttons,
  actionsHeader,
  hidden,
  expanded,
  toggle,
}: {
  columns: readonly ListColumn<R, S>[];
  actions: readonly RowAction<R>[];
  buttons: number;
  actionsHeader: string;
  hidden: readonly string[];
  expanded: ReadonlySet<R['id']>;
  toggle: (id: R['id']) => void;
}): GridColDef[] {
  const away = columns.filter((c) => hidden.includes(c.field));
  const first = columns.find((c) => !away.includes(c));
  const cols: GridColDef[] = columns.map((c) => ({
    field: c.field,
    headerName: c.header,
    sortable: c.sort !== undefined,
    flex: c.flex ?? 1,
    minWidth: c.minWidth ?? DEFAULT_MIN_WIDTH,
    align: c.align,
    headerAlign: c.align,
    valueGetter: (_value: unknown, row: R) => cellText(c, row),
    ...(c === first && away.length > 0
      ? {
          renderCell: (p: GridRenderCellParams) => (
            <RowWithHidden
              row={p.row as R}
              column={c}
              hidden={away}
              open={expanded.has((p.row as R).id)}
              onToggle={() => toggle((p.row as R).id)}
            />
          ),
        }
      : c.render
        ? { renderCell: (p: GridRenderCellParams) => c.render?.(p.row as R) }
        : {}),
  }));
  if (actions.length > 0) {
    cols.push({
      field: '__actions',
      headerName: actionsHeader,
      sortable: false,
      filterable: false,
      resizable: false,
      align: 'right',
      headerAlign: 'right',
      minWidth: actionsWidth(buttons),
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
}

/** A cell's text: the column's `text`, or the row's `field`. */
function cellText<R, S extends string>(c: ListColumn<R, S>, row: R): unknown {
  return c.text ? c.text(row) : (Reflect.get(Object(row), c.field) as unknown);
}

/**
 * The first shown cell of a row when columns are hidden: its content, a button that opens the row, and
 * when open each hidden column's «label: value» below.
 */
function RowWithHidden<R, S extends string>({
  row,
  column,
  hidden,
  open,
  onToggle,
}: {
  row: R;
  column: ListColumn<R, S>;
  hidden: readonly ListColumn<R, S>[];
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const content = column.render ? column.render(row) : String(cellText(column, row) ?? '');
  const label = t(open ? 'admin.common.lessColumns' : 'admin.common.moreColumns', {
    row: String(cellText(column, row) ?? ''),
  });
  return (
    <Box sx={{ width: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} aria-expanded={open} onClick={onToggle}>
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0 }}>{content}</Box>
      </Stack>
      {open && (
        <Box role="group" aria-label={t('admin.common.hiddenValues')}>
          <Box
            component="dl"
            sx={{ m: 0, pl: 4.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
          >
            {hidden.map((h) => (
              <Box key={h.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('admin.common.hiddenLabel', { label: h.header })}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {h.render ? h.render(row) : String(cellText(h, row) ?? '')}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** «N columnas ocultas · Columnas»: the menu that shows or hides each column of the grid. */
function ColumnChooser<R, S extends string>({
  columns,
  visibility,
  hidden,
  onToggle,
}: {
  columns: readonly ListColumn<R, S>[];
  visibility: Readonly<Record<string, boolean>>;
  hidden: number;
  onToggle: (field: string) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = columns.filter((c) => visibility[c.field] !== false).length;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: 'center', px: 1, pt: 0.5 }}
    >
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin.common.hiddenColumns', { count: hidden })}
        </Typography>
      )}
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('admin.common.columns')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((c) => {
          const on = visibility[c.field] !== false;
          return (
            <MenuItem
              key={c.field}
              role="menuitemcheckbox"
              aria-checked={on}
              // The last shown column stays: a grid without columns says nothing.
              disabled={on && shown === 1}
              onClick={() => onToggle(c.field)}
            >
              <ListItemIcon>
                {on ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={c.header} />
            </MenuItem>
          );
        })}
      </Menu>
    </Stack>
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
