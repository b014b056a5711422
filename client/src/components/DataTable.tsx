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

/** Server-side paging: the total count and the current page (0-based). */
export interface Paging {
  count: number;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** A table is paged (all of Paging) or shows its whole list (none of it, e.g. the payer's one batch). */
export type DataTableProps<Row> = TableProps<Row> & (Paging | {[K in keyof Paging]?: never});

interface TableProps<Row> {
  label: string;
  columns: Column<Row>[];
  /** undefined: nothing to show yet (loading, failed); `message` says why. */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  loading?: boolean;
  /** Shown across the table instead of rows (loading, an error with Retry, an empty list). */
  message?: ReactNode;
  /** What an empty list says. */
  emptyText?: ReactNode;
  /** Server-side sorting by clicking a sortable column's header. */
  sort?: Sort;
  onSortChange?(sort: Sort): void;
  /** Row selection: a checkbox first in each row (by rowKey) and one that chooses the page's rows. */
  selection?: RowSelection<Row>;
  /** Where a row opens: the whole row is clicked, or focused (Tab) and Enter pressed. */
  rowLink?(row: Row): string;
  /** What opening a row does when it opens no address (e.g. a dialog over the list); as rowLink, click or Enter. */
  onRowOpen?(row: Row): void;
}

export interface RowSelection<Row> {
  selected: ReadonlySet<string | number>;
  onChange(next: Set<string | number>): void;
  /** The row's checkbox's accessible name ('Select order 10042'). */
  rowLabel(row: Row): string;
  /** The header checkbox's accessible name; 'Select the rows on this page' unless told. */
  pageLabel?: string;
}

/**
 * A selection kept over the pages of one list, as rows by key (an action's question lists rows no
 * longer on screen): DataTable's next keys, with the rows of the page on screen it adds.
 */
export function keptSelection<Row>(
  current: ReadonlyMap<string | number, Row>,
  next: ReadonlySet<string | number>,
  page: readonly Row[],
  rowKey: (row: Row) => string | number,
): Map<string | number, Row> {
  const kept = new Map([...current].filter(([key]) => next.has(key)));
  for (const row of page) if (next.has(rowKey(row)) && !kept.has(rowKey(row))) kept.set(rowKey(row), row);
  return kept;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: Sort | undefined, key: string): Sort {
  if (current?.key === key) return {key, direction: current.direction === 'asc' ? 'desc' : 'asc'};
  return {key, direction: 'asc'};
}

type SelectColumn<Row> = Column<Row> & {header: ReactNode; checkbox: true};
const isSelectColumn = <Row,>(column: Column<Row>): column is SelectColumn<Row> => 'checkbox' in column;

/** The selection's column: its header checkbox chooses or clears the rows on the page. */
function selectColumn<Row>(selection: RowSelection<Row>, rows: readonly Row[], rowKey: (row: Row) => string | number): SelectColumn<Row> {
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
    checkbox: true,
    header: (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={!all && some}
        disabled={keys.length === 0}
        onChange={page}
        slotProps={{input: {'aria-label': selection.pageLabel ?? 'Select the rows on this page'}}}
      />
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

// A click on what the row holds (a link, a checkbox, a button, the checkbox's cell) is that control's, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [data-row-control]';

function Row({open, href, selected, children}: {open?: () => void; href?: string; selected: boolean; children: ReactNode}) {
  if (open === undefined)
    return (
      <TableRow hover selected={selected}>
        {children}
      </TableRow>
    );
  return (
    <TableRow
      hover
      selected={selected}
      tabIndex={0}
      data-href={href}
      sx={{cursor: 'pointer'}}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
        open();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        open();
      }}
    >
      {children}
    </TableRow>
  );
}

/** A row that opens its address: the router is asked only by tables whose rows link. */
function LinkRow({to, selected, children}: {to: string; selected: boolean; children: ReactNode}) {
  const navigate = useNavigate();
  return (
    <Row open={() => navigate(to)} href={to} selected={selected}>
      {children}
    </Row>
  );
}

/**
 * A row opens by a click outside its controls (and not ending a text selection), or Enter while the
 * row itself has focus; Tab reaches it.
 */
function BodyRow<Row>({
  row,
  rowLink,
  onRowOpen,
  selected,
  children,
}: {
  row: Row;
  rowLink?(row: Row): string;
  onRowOpen?(row: Row): void;
  selected: boolean;
  children: ReactNode;
}) {
  if (rowLink)
    return (
      <LinkRow to={rowLink(row)} selected={selected}>
        {children}
      </LinkRow>
    );
  return (
    <Row open={onRowOpen && (() => onRowOpen(row))} selected={selected}>
      {children}
    </Row>
  );
}

/** MUI table with server-side paging (or a whole list); the caller owns the query. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {label, rows, rowKey, loading, sort, onSortChange, selection, rowLink, onRowOpen} = props;
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
                <TableCell
                  key={column.key}
                  align={column.align}
                  padding={isSelectColumn(column) ? 'checkbox' : undefined}
                  sortDirection={sort?.key === column.key ? sort.direction : false}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.key === column.key}
                      direction={sort?.key === column.key ? sort.direction : 'asc'}
                      onClick={() => onSortChange(nextSort(sort, column.key))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : isSelectColumn(column) ? (
                    column.header
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!props.message &&
              rows?.map(row => (
                <BodyRow key={rowKey(row)} row={row} rowLink={rowLink} onRowOpen={onRowOpen} selected={selection?.selected.has(rowKey(row)) ?? false}>
                  {columns.map(column =>
                    isSelectColumn(column) ? (
                      // A click beside the checkbox neither opens the row nor selects: its cell is a control's.
                      <TableCell key={column.key} padding="checkbox" data-row-control>
                        {column.render(row)}
                      </TableCell>
                    ) : (
                      <TableCell key={column.key} align={column.align}>
                        {column.render(row)}
                      </TableCell>
                    ),
                  )}
                </BodyRow>
              ))}
            {message && (
              <TableRow>
                <TableCell colSpan={columns.length}>{message}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {props.onPageChange && <Pager {...props} />}
    </Paper>
  );
}

function Pager({count, page, pageSize, onPageChange, onPageSizeChange}: Paging) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={count > 0 ? Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1)) : 0}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={event => onPageSizeChange(Number(event.target.value))}
    />
  );
}
