import {
  Box,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../domain/admin/paging';
import type { TableQuery, TableState } from './admin-state';
import { RetryAlert } from './RetryAlert';

export interface Column<R, S extends string> {
  readonly key: string;
  readonly label: string;
  /** The server-side sort of this column, when it can sort. */
  readonly sort?: S;
  readonly render: (row: R) => ReactNode;
  readonly align?: 'left' | 'right' | 'center';
}

export interface PagedTableProps<R, S extends string> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly Column<R, S>[];
  readonly table: TableState<R>;
  readonly query: Pick<TableQuery<S>, 'page' | 'pageSize' | 'sort' | 'order'>;
  readonly rowKey: (row: R) => string;
  readonly emptyText: string;
  readonly onSort?: (sort: S) => void;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
  readonly onRetry: () => void;
}

/** A server-paged table: sortable headers, pagination, loading, empty and error states. */
export function PagedTable<R, S extends string>(props: PagedTableProps<R, S>) {
  const { t } = useTranslation();
  const { table, query, columns } = props;
  if (table.kind === 'error') {
    return <RetryAlert onRetry={props.onRetry}>{table.message}</RetryAlert>;
  }
  const busy = table.kind === 'loading' || table.refreshing;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('admin.common.loading')} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={props.label} aria-busy={busy}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sortDirection={c.sort && query.sort === c.sort ? query.order : false}
                >
                  {c.sort && props.onSort ? (
                    <TableSortLabel
                      active={query.sort === c.sort}
                      direction={query.sort === c.sort ? query.order : 'asc'}
                      onClick={() => props.onSort?.(c.sort as S)}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.kind === 'loading' &&
              [0, 1, 2].map((i) => (
                <TableRow key={`skeleton-${i}`}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {table.kind === 'ready' && table.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {props.emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {table.kind === 'ready' &&
              table.rows.map((row) => (
                <TableRow key={props.rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={table.kind === 'ready' ? table.total : 0}
        page={table.kind === 'ready' ? query.page : 0}
        rowsPerPage={query.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_e, page) => props.onPage(page)}
        onRowsPerPageChange={(e) => props.onPageSize(Number(e.target.value))}
        labelRowsPerPage={t('admin.common.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('admin.common.range', { from, to, count })}
        getItemAriaLabel={(type) => t(`admin.common.pageButton.${type}`)}
      />
    </Paper>
  );
}
