import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef, type ReactNode } from 'react';

/** From this many rows a table with `maxHeight` draws only the rows in sight (a week of 2,000 workers). */
export const VIRTUAL_FROM = 200;
/** A small row's height (px) before it is measured. */
const ROW_HEIGHT = 33;
/** A row header cell's element and scope. */
const ROW_HEADER = { component: 'th', scope: 'row' } as const;

/** One column of a `DataTable`: its header and what each row shows in it. */
export interface TableColumn<R> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: R, index: number) => ReactNode;
  readonly align?: 'left' | 'right';
  /** The cell names its row (`<th scope="row">`). */
  readonly rowHeader?: boolean;
  /** Bold in the rows the table's `strong` marks (a subtotal's label and net). */
  readonly strong?: boolean;
  readonly sx?: SxProps<Theme>;
}

/** A closing row in bold: `label` spans the first `span` columns, then each column's value by key. */
export interface TableTotal {
  readonly label: ReactNode;
  readonly span: number;
  readonly cells: Readonly<Record<string, ReactNode>>;
}

/** What `DataTable` takes. */
export interface DataTableProps<R> {
  label?: string;
  labelledBy?: string;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** Rows shown selected (what changed). */
  selected?: (row: R) => boolean;
  /** Rows whose `strong` columns are bold. */
  strong?: (row: R) => boolean;
  /** What a table without rows says, in a row across every column. */
  empty?: ReactNode;
  total?: TableTotal;
  /** A row's accessible name. */
  rowLabel?: (row: R) => string;
  /** What a row shows under it, in a row across every column. */
  detail?: (row: R) => ReactNode;
  /** The rows scroll under a sticky header past this height. */
  maxHeight?: number;
  sx?: SxProps<Theme>;
}

/**
 * A small read-only table of display-ready rows (a week's result, a month's differences, the report's
 * totals, a payslip's lines): a semantic `<table>` named by `label` (or `labelledBy`) with columns as
 * data. A row may carry a detail under it (a loan's instalments) and a name of its own (`rowLabel`); with
 * `maxHeight` the rows scroll under a sticky header (an import's problems), and from `VIRTUAL_FROM` rows
 * (without details) only the rows in sight are drawn — the table still says how many rows it has
 * (`aria-rowcount`, each row its `aria-rowindex`). For many rows that page or sort, use `LocalGrid`.
 */
export function DataTable<R>({
  label,
  labelledBy,
  columns,
  rows,
  rowKey,
  selected,
  strong,
  empty,
  total,
  rowLabel,
  detail,
  maxHeight,
  sx,
}: DataTableProps<R>) {
  const bold = { fontWeight: 600 } as const;
  // Under a scrolling table the total stays in sight at the bottom.
  const totalSx =
    maxHeight === undefined
      ? bold
      : { ...bold, position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 };
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = maxHeight !== undefined && detail === undefined && rows.length >= VIRTUAL_FROM;
  // The virtualizer's functions change every render: this component is not memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const shown = virtual
    ? items.map((item) => ({ row: rows[item.index]!, i: item.index }))
    : rows.map((row, i) => ({ row, i }));
  const before = virtual ? (items[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  // Rows: the header, the data rows, the total.
  const rowCount = virtual ? rows.length + 1 + (total ? 1 : 0) : undefined;
  const table = (
    <Table
      size="small"
      stickyHeader={maxHeight !== undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-rowcount={rowCount}
      sx={sx}
    >
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={c.sx}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && empty !== undefined && (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty}</TableCell>
          </TableRow>
        )}
        {before > 0 && <TableRow aria-hidden sx={{ height: before }} />}
        {shown.map(({ row, i }) => {
          const marked = strong?.(row) ?? false;
          return (
            <Fragment key={rowKey(row, i)}>
              <TableRow
                selected={selected?.(row) ?? false}
                aria-label={rowLabel?.(row)}
                aria-rowindex={virtual ? i + 2 : undefined}
                data-index={virtual ? i : undefined}
                ref={virtual ? virtualizer.measureElement : undefined}
              >
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    {...(c.rowHeader ? ROW_HEADER : {})}
                    sx={[
                      ...(Array.isArray(c.sx) ? c.sx : [c.sx]),
                      c.strong === true && { fontWeight: marked ? 600 : 400 },
                    ]}
                  >
                    {c.cell(row, i)}
                  </TableCell>
                ))}
              </TableRow>
              {detail && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ pt: 0, color: 'text.secondary' }}>
                    {detail(row)}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
        {after > 0 && <TableRow aria-hidden sx={{ height: after }} />}
        {total && (
          <TableRow aria-rowindex={virtual ? rows.length + 2 : undefined}>
            <TableCell colSpan={total.span} sx={totalSx}>
              {total.label}
            </TableCell>
            {columns.slice(total.span).map((c) => (
              <TableCell key={c.key} align={c.align} sx={totalSx}>
                {total.cells[c.key]}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
  return maxHeight === undefined ? (
    table
  ) : (
    // A region the keyboard can reach and scroll.
    <TableContainer
      ref={scroller}
      sx={{ maxHeight }}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {table}
    </TableContainer>
  );
}
