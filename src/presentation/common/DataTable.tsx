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
import { Fragment, type ReactNode } from 'react';

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

/**
 * A small read-only table of display-ready rows (a week's result, a month's differences, the report's
 * totals, a payslip's lines): a semantic `<table>` named by `label` (or `labelledBy`) with columns as
 * data. A row may carry a detail under it (a loan's instalments) and a name of its own (`rowLabel`); with
 * `maxHeight` the rows scroll under a sticky header (an import's problems). For many rows that page,
 * sort or scroll, use `LocalGrid`.
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
}: {
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
}) {
  const bold = { fontWeight: 600 } as const;
  const table = (
    <Table
      size="small"
      stickyHeader={maxHeight !== undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
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
        {rows.map((row, i) => {
          const marked = strong?.(row) ?? false;
          return (
            <Fragment key={rowKey(row, i)}>
              <TableRow selected={selected?.(row) ?? false} aria-label={rowLabel?.(row)}>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
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
        {total && (
          <TableRow>
            <TableCell colSpan={total.span} sx={bold}>
              {total.label}
            </TableCell>
            {columns.slice(total.span).map((c) => (
              <TableCell key={c.key} align={c.align} sx={bold}>
                {total.cells[c.key]}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
  return maxHeight === undefined ? table : <TableContainer sx={{ maxHeight }}>{table}</TableContainer>;
}
