import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

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
 * data. For many rows that page, sort or scroll, use `LocalGrid`.
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
}) {
  const bold = { fontWeight: 600 } as const;
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy}>
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
            <TableRow key={rowKey(row, i)} selected={selected?.(row) ?? false}>
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
}
