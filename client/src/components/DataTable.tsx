import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type {KeyboardEvent, MouseEvent, ReactNode} from 'react';
import {useNavigate} from 'react-router-dom';
import {PAGE_SIZES, type Sort} from '@/lib/server-list';
import {TEXTS} from '@/lib/texts';

export {PAGE_SIZES, type Sort};

export interface Column<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  align?: 'left' | 'right';
  /** The server can order by this column (its key is the property). */
  sortable?: boolean;
}

export interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  /** undefined: nothing to show yet (loading, failed); `message` says why. */
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  loading?: boolean;
  /** Shown across the table instead of rows (loading, an error with Retry, an empty list). */
  message?: ReactNode;
  /** What an empty list says. */
  emptyText?: ReactNode;
  /** Server-side paging: total count and the current page (0-based). */
  count: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** Server-side sorting by clicking a sortable column's header. */
  sort?: Sort;
  onSortChange?(sort: Sort): void;
  /** Row selection: a checkbox first in each row (by rowKey) and one that chooses the page's rows. */
  selection?: RowSelection<Row>;
  /** Where a row opens: the whole row is clicked, or focused (Tab) and Enter pressed. */
  rowLink?(row: Row): string;
}

export interface RowSelection<Row> {
  selected: ReadonlySet<string | number>;
  onChange(next: Set<string | number>): void;
  /** The row's checkbox's accessible name ('Select order 10042'). */
  rowLabel(row: Row): string;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: Sort | undefined, key: string): Sort {
  if (current?.key === key) return {key, direction: current.direction === 'asc' ? 'desc' : 'asc'};
  return {key, direction: 'asc'};
}

/** The selection's column: its header checkbox chooses or clears the rows on the page. */
function selectColumn<Row>(selection: RowSelection<Row>, rows: Row[], rowKey: (row: Row) => string | number): Column<Row> & {header: ReactNode} {
  const keys = rows.map(rowKey);
  const all = keys.length > 0 && keys.every(key => selection.selected.has(key));
  const some = keys.some(key => selection.selected.has(key));
  const toggle = (key: string | number) => {
    const next = new Set(selection.selected);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };
  const page = () => {
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (all) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  return {
    key: '__select',
    label: 'Select',
    header: (
      <Checkbox size="small" checked={all} indeterminate={!all && some} onChange={page} slotProps={{input: {'aria-label': 'Select the rows on this page'}}} />
    ),
    render: row => (
      <Checkbox
        size="small"
        checked={selection.selected.has(rowKey(row))}
        onChange={() => toggle(rowKey(row))}
        slotProps={{input: {'aria-label': selection.rowLabel(row)}}}
      />
    ),
  };
}

// A click on what the row holds (a link, a checkbox, a button) is that control's, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

function Row({to, selected, children}: {to?: string; selected: boolean; children: ReactNode}) {
  if (to === undefined)
    return (
      <TableRow hover selected={selected}>
        {children}
      </TableRow>
    );
  return (
    <OpeningRow to={to} selected={selected}>
      {children}
    </OpeningRow>
  );
}

/**
 * A row that opens `to`: a click outside its controls (and not ending a text selection), or Enter
 * while the row itself has focus; Tab reaches it.
 */
function OpeningRow({to, selected, children}: {to: string; selected: boolean; children: ReactNode}) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      selected={selected}
      tabIndex={0}
      data-href={to}
      sx={{cursor: 'pointer'}}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
        navigate(to);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </TableRow>
  );
}

/** MUI table with server-side paging; the caller owns the query. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {label, rows, rowKey, loading, count, page, pageSize, onPageChange, onPageSizeChange, sort, onSortChange, selection, rowLink} = props;
  const columns = selection ? [selectColumn(selection, rows ?? [], rowKey), ...props.columns] : props.columns;
  const message =
    props.message ?? (rows === undefined || rows.length === 0 ? (loading ? TEXTS.states.loading : rows && (props.emptyText ?? TEXTS.states.noRows)) : null);
  return (
    <Paper>
      <TableContainer>
        {/* Busy while a page loads: the rows of the previous page stay, dimmed, until the next is there. */}
        <Table size="small" aria-label={label} aria-busy={Boolean(loading)} sx={{opacity: loading && rows?.length ? 0.6 : 1}}>
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
                    ((column as {header?: ReactNode}).header ?? column.label)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!props.message &&
              rows?.map(row => (
                <Row key={rowKey(row)} to={rowLink?.(row)} selected={selection?.selected.has(rowKey(row)) ?? false}>
                  {columns.map(column => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </Row>
              ))}
            {message && (
              <TableRow>
                <TableCell colSpan={columns.length}>{message}</TableCell>
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
