import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {useState, type ReactNode} from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  align?: 'left' | 'right';
  /** The server can order by this column (its key is the property). */
  sortable?: boolean;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  loading?: boolean;
  /** Server-side paging: total count and the current page (0-based). */
  count: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** Server-side sorting by clicking a sortable column's header. */
  sort?: Sort;
  onSortChange?(sort: Sort): void;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: Sort | undefined, key: string): Sort {
  if (current?.key === key) return {key, direction: current.direction === 'asc' ? 'desc' : 'asc'};
  return {key, direction: 'asc'};
}

export const PAGE_SIZES = [10, 25, 50, 100];

/** MUI table with server-side paging; the caller owns the query. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {label, columns, rows, rowKey, loading, count, page, pageSize, onPageChange, onPageSizeChange, sort, onSortChange} = props;
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map(column => (
                <TableCell key={column.key} align={column.align} sortDirection={sort?.key === column.key ? sort.direction : false}>
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.key === column.key}
                      direction={sort?.key === column.key ? sort.direction : 'asc'}
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map(row => (
              <TableRow key={rowKey(row)} hover>
                {columns.map(column => (
                  <TableCell key={column.key} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{loading ? 'Loading...' : 'No rows'}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={count > 0 ? Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1)) : 0}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={event => onPageSizeChange(Number(event.target.value))}
      />
    </Paper>
  );
}

/**
 * Server-side paging state of one list: the page, its size, and the DataTable props that keep them.
 * A new page size, or `reset()` after a new search, starts again from the first page.
 */
export function usePaging(initialPageSize = 25) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    reset: () => setPage(0),
    table: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(0);
      },
    },
  };
}
