import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { FittedBox } from './FittedBox';

/**
 * A read-only table of rows the screen already holds (a month's workers, a semester's statement): the
 * kit's MUI X Data Grid with the Spanish locale, compact rows, client-side paging and sorting, and
 * virtualised rows. `fitted` makes the grid as tall as its rows up to as many as the screen allows
 * (`FittedBox`; a long list scrolls inside it); without it the grid grows with its page; `rowHeight` makes room for cells of two lines. The server-paged list is
 * `ListView`.
 */
export function LocalGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  fitted = false,
  pageSize = 100,
  pageSizes = [25, 100],
  columnMenu = true,
  rowHeight,
}: {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  fitted?: boolean;
  pageSize?: number;
  pageSizes?: number[];
  columnMenu?: boolean;
  /** Taller rows for cells of two lines (a value and its date); compact by default. */
  rowHeight?: number;
}) {
  const grid = (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      density="compact"
      {...(rowHeight === undefined ? {} : { rowHeight })}
      disableRowSelectionOnClick
      disableColumnMenu={!columnMenu}
      autoHeight={!fitted}
      hideFooter={rows.length <= Math.min(pageSize, ...pageSizes)}
      initialState={{ pagination: { paginationModel: { pageSize } } }}
      pageSizeOptions={pageSizes}
      localeText={esES.components.MuiDataGrid.defaultProps.localeText}
    />
  );
  return <Paper variant="outlined">{fitted ? <FittedBox>{grid}</FittedBox> : grid}</Paper>;
}

/** A column of amounts: right aligned, growing with the table. */
export const amountColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  minWidth = 120,
): GridColDef<R> => ({ field, headerName, align: 'right', headerAlign: 'right', flex: 1, minWidth });
