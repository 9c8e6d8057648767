import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  alpha,
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  TextField,
  Tooltip,
  Typography,
  type Theme,
} from '@mui/material';
import {
  DataGrid,
  gridFocusCellSelector,
  useGridApiContext,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { TFunction } from 'i18next';
import { getI18n, useTranslation } from 'react-i18next';
import { DateField, dayText } from './DateField';
import { pastedCells, pasteRows } from './grid-paste';
import { FittedBox } from './FittedBox';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent as ReactClipboardEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

/** A choice of a select column: stored by `id`, shown by `label`. */
export interface GridChoice {
  readonly id: number | string;
  readonly label: string;
}

/**
 * One editable column. The cell's value is `row[field]`; `null` is shown empty and an emptied cell
 * becomes `null` when the column is `nullable` (an optional plant, a price left to the list).
 * - `text`: free text (`maxLength`);
 * - `number`: whole numbers;
 * - `decimal`: kept as typed, as a string ("180.500"), never a float (a comma is read as the point); the
 *   screen's check refuses what is not a number of at most `places` decimals, the grid never cuts it;
 * - `date`: 'YYYY-MM-DD' (the browser's date input);
 * - `select`: one of `choices`, typed to search (2,000 workers are fine), shown by label, stored by id.
 */
export interface EditableColumn<R> {
  readonly field: keyof R & string;
  readonly header: string;
  readonly kind: 'text' | 'number' | 'decimal' | 'date' | 'select';
  readonly choices?: readonly GridChoice[];
  readonly places?: number;
  readonly maxLength?: number;
  readonly nullable?: boolean;
  /** Shown, never edited (a value the screen derives). */
  readonly readOnly?: boolean;
  /** What an empty cell shows (the list price of a landing without its own). */
  readonly placeholder?: (row: R) => string;
  readonly flex?: number;
  readonly minWidth?: number;
}

export interface EditableGridProps<R> {
  /** Prefix of element ids ('week-landings'). */
  readonly id: string;
  /** The grid's accessible name ('Descargas'). */
  readonly label: string;
  readonly columns: readonly EditableColumn<R>[];
  readonly rows: readonly R[];
  /**
   * The number of each row in its whole grid (from 1), when the grid shows a part of it (the crew of one
   * vessel and day); by default the position + 1. Errors and messages name rows by it.
   */
  readonly rowNumbers?: readonly number[];
  /** By `row.field` (a cell) or `row` (the whole row), rows numbered as `rowNumbers`. */
  readonly errors?: ReadonlyMap<string, string>;
  readonly readOnly?: boolean;
  /** A cell was edited: the row (its position in `rows`) with its new value. */
  readonly onChange: (index: number, row: R) => void;
  readonly onAdd?: () => void;
  readonly onDelete?: (index: number) => void;
  /**
   * A block pasted from a spreadsheet at the focused cell (`grid-paste.ts`): the rows from `start` on as
   * they are after it, new ones at the end (built from `newRow`). Without it, or without `newRow`, the
   * grid takes no paste.
   */
  readonly onPaste?: (start: number, rows: readonly R[]) => void;
  /** A blank row, for the lines a paste adds. */
  readonly newRow?: () => R;
  /** Ctrl+Z (⌘Z) outside an editor: the screen undoes its grid's last change. */
  readonly onUndo?: () => void;
  readonly addLabel?: string;
  /** What the grid says without rows. */
  readonly emptyText?: string;
  /** Beside the add button (an import button, the crew's copy buttons). */
  readonly toolbar?: ReactNode;
  /** Rows per page (at most 100: the MIT grid pages; each page is virtualised). */
  readonly pageSize?: number;
}

interface GridRow extends GridValidRowModel {
  readonly __index: number;
  readonly __number: number;
}

/**
 * A decimal cell's text as typed, read as the screen's checks read it: a comma is the decimal point and the
 * spaces around are dropped. Nothing else changes — a minus sign, a letter or a third decimal stays, so that
 * the grid's check refuses it and says why («-150» is never made 150; issue 31 item 4).
 */
export function decimalText(value: string): string {
  return value.trim().replace(/,/g, '.');
}

const errorKey = (row: number, field?: string) => (field ? `${row}.${field}` : `${row}`);

/** The errors, ordered by row, as "Fila 3 · TM descargadas: …". */
export function errorLines<R>(
  errors: ReadonlyMap<string, string>,
  columns: readonly EditableColumn<R>[],
  t: TFunction = getI18n().t,
): { row: number; text: string }[] {
  const header = new Map(columns.map((c) => [c.field as string, c.header]));
  return [...errors.entries()]
    .map(([key, message]) => {
      const dot = key.indexOf('.');
      const row = Number(dot < 0 ? key : key.slice(0, dot));
      const field = dot < 0 ? '' : key.slice(dot + 1);
      const name = header.get(field);
      const text = name
        ? t('grid.errorLineInColumn', { row, column: name, message })
        : t('grid.errorLine', { row, message });
      return { row, text };
    })
    .sort((a, b) => a.row - b.row);
}

/** A cell's text; with an error, its message shows on hover and while the cell has the focus. */
function CellText({
  text,
  empty,
  message,
  focused,
}: {
  text: string;
  empty: boolean;
  message: string | undefined;
  focused: boolean;
}) {
  const [hover, setHover] = useState(false);
  const body = (
    <Box
      component="span"
      aria-invalid={message ? true : undefined}
      aria-description={message}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      sx={{
        display: 'block',
        width: 1,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color: empty ? 'text.secondary' : undefined,
        fontStyle: empty ? 'italic' : undefined,
      }}
    >
      {text}
    </Box>
  );
  if (!message) return body;
  return (
    <Tooltip title={message} open={hover || focused} describeChild arrow>
      {body}
    </Tooltip>
  );
}

function SelectEditor({
  params,
  choices,
}: {
  params: GridRenderEditCellParams;
  choices: readonly GridChoice[];
}) {
  const api = useGridApiContext();
  const value = choices.find((c) => c.id === params.value) ?? null;
  return (
    <Autocomplete
      fullWidth
      openOnFocus
      autoHighlight
      size="small"
      options={choices as GridChoice[]}
      value={value}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, choice) => {
        void api.current.setEditCellValue({ id: params.id, field: params.field, value: choice?.id ?? '' });
      }}
      renderInput={(input) => (
        <TextField
          {...input}
          autoFocus
          variant="standard"
          slotProps={{
            ...input.slotProps,
            htmlInput: { ...input.slotProps.htmlInput, 'aria-label': params.colDef.headerName },
          }}
        />
      )}
      sx={{ px: 1 }}
    />
  );
}

function DateEditor({ params }: { params: GridRenderEditCellParams }) {
  const api = useGridApiContext();
  return (
    <DateField
      label={params.colDef.headerName ?? ''}
      size="small"
      autoFocus
      fullWidth
      value={typeof params.value === 'string' ? params.value : ''}
      onChange={(value) => void api.current.setEditCellValue({ id: params.id, field: params.field, value })}
      sx={{ px: 0.5 }}
    />
  );
}

/** The grid's columns: the row number, the screen's columns with their editors, and the delete button. */
function gridColumnsOf<R>(
  columns: readonly EditableColumn<R>[],
  errors: ReadonlyMap<string, string>,
  readOnly: boolean,
  label: string,
  onDelete: ((index: number) => void) | undefined,
  t: TFunction,
): GridColDef[] {
  const cols: GridColDef[] = [
    {
      field: '__number',
      headerName: t('grid.row'),
      width: 64,
      editable: false,
      sortable: false,
      filterable: false,
      align: 'right',
      headerAlign: 'right',
    },
  ];
  for (const c of columns) {
    const labels = new Map((c.choices ?? []).map((ch) => [ch.id, ch.label]));
    const editable = !readOnly && !c.readOnly;
    cols.push({
      field: c.field,
      headerName: c.header,
      flex: c.flex ?? 1,
      minWidth: c.minWidth ?? 110,
      sortable: false,
      filterable: false,
      editable,
      type: 'string',
      align: c.kind === 'decimal' || c.kind === 'number' ? 'right' : 'left',
      headerAlign: c.kind === 'decimal' || c.kind === 'number' ? 'right' : 'left',
      valueGetter: (value: unknown) => (value === null || value === undefined ? '' : value),
      valueFormatter: (value: unknown) =>
        c.kind === 'select'
          ? (labels.get(value as number | string) ?? (value === '' || value === 0 ? '' : `#${String(value)}`))
          : c.kind === 'date'
            ? dayText(value)
            : value,
      valueParser: (value: unknown) => {
        const text = String(value ?? '');
        if (c.kind === 'decimal') return decimalText(text);
        if (c.kind === 'number') return text.replace(/\D/g, '');
        return c.maxLength ? text.slice(0, c.maxLength) : text;
      },
      valueSetter: (value: unknown, row: GridRow) => {
        let next: unknown = value;
        if (value === '' || value === null || value === undefined)
          next = c.nullable ? null : c.kind === 'number' ? 0 : '';
        else if (c.kind === 'number') next = Number(value);
        else if (c.kind === 'select' && typeof value === 'string' && typeof c.choices?.[0]?.id === 'number')
          next = Number(value);
        return { ...row, [c.field]: next };
      },
      renderCell: (p: GridRenderCellParams) => {
        const message = errors.get(errorKey(p.row.__number as number, c.field));
        const shown =
          p.formattedValue === '' && c.placeholder
            ? c.placeholder(p.row as R)
            : String(p.formattedValue ?? '');
        const empty = p.formattedValue === '';
        return <CellText text={shown} empty={empty} message={message} focused={p.hasFocus} />;
      },
      ...(c.kind === 'select'
        ? {
            renderEditCell: (p: GridRenderEditCellParams) => (
              <SelectEditor params={p} choices={c.choices ?? []} />
            ),
          }
        : c.kind === 'date'
          ? { renderEditCell: (p: GridRenderEditCellParams) => <DateEditor params={p} /> }
          : {}),
    });
  }
  if (!readOnly && onDelete) {
    cols.push({
      field: '__delete',
      headerName: t('grid.remove'),
      width: 72,
      sortable: false,
      filterable: false,
      editable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: (p: GridRenderCellParams) => (
        <IconButton
          size="small"
          aria-label={t('grid.removeRow', { row: String(p.row.__number), grid: label })}
          onClick={() => onDelete(p.row.__index as number)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    });
  }
  return cols;
}

/** Below the grid: how many errors, and each one's line (a click goes to its row's page). */
function ErrorLines({
  id,
  lines,
  goTo,
}: {
  id: string;
  lines: readonly { row: number; text: string }[];
  goTo: (row: number) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert severity="error" id={`${id}-errors`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('grid.errors', { count: lines.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 160, overflow: 'auto' }}>
        {lines.slice(0, 200).map((l, i) => (
          <li key={i}>
            <Link component="button" type="button" variant="body2" onClick={() => goTo(l.row)}>
              {l.text}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The kit's editable grid (MUI X Data Grid, MIT): columns with text, number, decimal, date and select
 * editors, add and delete rows, keyboard entry (arrows move, Enter or typing edits, Enter/Tab commit,
 * Escape cancels), pages of up to 100 virtualised rows, and the errors: a red cell with its message on
 * hover and focus, a red row for a row's own error, and the count and list of errors below (each
 * line goes to its row). Read-only shows the same grid without editors or buttons. It holds no rows:
 * the screen's presenter does, and gets every edit through `onChange`.
 */
/** No errors: one map, so a grid without errors does not make its columns again at every render. */
const NO_ERRORS: ReadonlyMap<string, string> = new Map();

export function EditableGrid<R>(props: EditableGridProps<R>) {
  const { t } = useTranslation();
  const { columns, rows, errors = NO_ERRORS, readOnly = false } = props;
  const pageSize = Math.min(props.pageSize ?? 100, 100);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });

  const gridRows = useMemo<GridRow[]>(
    () =>
      rows.map((r, i) => ({
        ...(r as object),
        id: i,
        __index: i,
        __number: props.rowNumbers?.[i] ?? i + 1,
      })),
    [rows, props.rowNumbers],
  );

  // The screen passes a new delete callback at every render: the columns call the latest one, so they are
  // made again only when what they show changes (new columns make the data grid measure itself anew).
  const deleteRef = useRef(props.onDelete);
  useLayoutEffect(() => {
    deleteRef.current = props.onDelete;
  });
  const deletes = props.onDelete !== undefined;
  const remove = useCallback((index: number) => deleteRef.current?.(index), []);
  const gridColumns = useMemo(
    // eslint-disable-next-line react-hooks/refs -- `remove` reads the ref when a delete button is pressed, never while rendering
    () => gridColumnsOf(columns, errors, readOnly, props.label, deletes ? remove : undefined, t),
    [columns, errors, readOnly, deletes, remove, props.label, t],
  );

  const lines = useMemo(() => errorLines(errors, columns, t), [errors, columns, t]);

  const goTo = (rowNumber: number) => {
    const index = props.rowNumbers ? props.rowNumbers.indexOf(rowNumber) : rowNumber - 1;
    if (index >= 0) setPagination((p) => ({ ...p, page: Math.floor(index / p.pageSize) }));
  };

  const add = () => {
    props.onAdd?.();
    setPagination((p) => ({ ...p, page: Math.floor(rows.length / p.pageSize) }));
  };

  const apiRef = useGridApiRef();
  const [pasteProblems, setPasteProblems] = useState<readonly string[]>([]);
  const inEditor = (target: EventTarget) =>
    target instanceof HTMLElement && target.closest('input, textarea, [role="combobox"]') !== null;
  /** A block from a spreadsheet, at the focused cell: each cell checked as its column's editor would. */
  const paste = (event: ReactClipboardEvent) => {
    const { onPaste, newRow } = props;
    if (readOnly || !onPaste || !newRow || inEditor(event.target)) return;
    const focus = gridFocusCellSelector(apiRef);
    const column = focus ? columns.findIndex((c) => c.field === focus.field) : -1;
    if (!focus || column < 0) return;
    const cells = pastedCells(event.clipboardData.getData('text/plain'));
    if (cells.length === 0) return;
    event.preventDefault();
    const outcome = pasteRows(rows, columns, Number(focus.id), column, cells, newRow, t, (i) =>
      Number(gridRows[i]?.__number ?? i + 1),
    );
    onPaste(outcome.start, outcome.rows);
    setPasteProblems(outcome.problems);
  };
  const undo = (event: ReactKeyboardEvent) => {
    if (readOnly || !props.onUndo || inEditor(event.target)) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      props.onUndo();
    }
  };

  return (
    <Stack spacing={1}>
      {(!readOnly && props.onAdd) || props.toolbar ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {!readOnly && props.onAdd && (
            <Button
              id={`${props.id}-add`}
              startIcon={<AddIcon />}
              variant="outlined"
              size="small"
              onClick={add}
            >
              {props.addLabel ?? t('grid.addRow')}
            </Button>
          )}
          {props.toolbar}
        </Stack>
      ) : null}
      {pasteProblems.length > 0 && (
        <Alert severity="warning" onClose={() => setPasteProblems([])} id={`${props.id}-paste`}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('grid.pasteProblems')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 120, overflow: 'auto' }}>
            {pasteProblems.slice(0, 100).map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <FittedBox sx={{ width: 1 }} onPaste={paste} onKeyDown={undo}>
        <DataGrid
          apiRef={apiRef}
          aria-label={props.label}
          rows={gridRows}
          columns={gridColumns}
          localeText={{
            ...esES.components.MuiDataGrid.defaultProps.localeText,
            noRowsLabel: props.emptyText ?? t('grid.noRows'),
          }}
          density="compact"
          disableRowSelectionOnClick
          disableColumnMenu
          pagination
          pageSizeOptions={[pageSize]}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          isCellEditable={(p: GridCellParams) => !readOnly && p.colDef.editable === true}
          processRowUpdate={(next: GridRow) => {
            const { id: _id, __index, __number: _n, ...row } = next;
            props.onChange(__index, row as R);
            return next;
          }}
          getRowClassName={(p) =>
            errors.has(errorKey(p.row.__number as number)) ? 'editable-grid-row-error' : ''
          }
          getCellClassName={(p: GridCellParams) =>
            errors.has(errorKey(p.row.__number as number, p.field)) ? 'editable-grid-cell-error' : ''
          }
          sx={{
            '& .editable-grid-cell-error': {
              bgcolor: (t: Theme) => alpha(t.palette.error.main, 0.08),
              color: 'text.primary',
              outlineOffset: '-2px',
              outline: '2px solid',
              outlineColor: 'error.main',
            },
            '& .editable-grid-row-error': { boxShadow: (t) => `inset 4px 0 0 ${t.palette.error.main}` },
          }}
        />
      </FittedBox>
      <ErrorLines id={props.id} lines={lines} goTo={goTo} />
    </Stack>
  );
}
