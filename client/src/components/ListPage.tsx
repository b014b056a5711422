import Box from '@mui/material/Box';
import type {ReactNode} from 'react';
import type {Filters, ServerList} from '@/lib/server-list';
import {DataTable, type Column, type RowSelection} from './DataTable';
import {ErrorWithRetry} from './LoadError';
import {PageHeader} from './PageHeader';
import {TEXTS} from '@/lib/texts';

export interface ListPageProps<F extends Filters, Row> {
  title: ReactNode;
  /** Header buttons (New, Export...). */
  actions?: ReactNode;
  /** The search and filter bar. */
  filters?: ReactNode;
  list: ServerList<F, Row>;
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rowKey(row: Row): string | number;
  emptyText?: ReactNode;
  /** What the table says while nothing is asked (e.g. a search that does not parse). */
  idleText?: ReactNode;
  /** The spec's title of a failed load, above the server's reason ('Failed to fetch complaints'). */
  errorTitle?: string;
  /** Row selection (DataTable's checkboxes). */
  selection?: RowSelection<Row>;
  /** Where a row opens (DataTable's rowLink: click or Enter). */
  rowLink?(row: Row): string;
}

/**
 * The page of one server list: header, filter bar, the table with server paging and sorting, and
 * its states (loading, error with Retry, empty) in the table's body, where the rows would be.
 */
export function ListPage<F extends Filters, Row>({title, actions, filters, ...table}: ListPageProps<F, Row>) {
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      {filters && <Box sx={{display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2}}>{filters}</Box>}
      <ServerTable {...table} />
    </>
  );
}

/** The table of a server list with its states, for pages that lay out more than a list. */
export function ServerTable<F extends Filters, Row>({
  list,
  label,
  columns,
  rowKey,
  emptyText,
  idleText,
  errorTitle,
  selection,
  rowLink,
}: Omit<ListPageProps<F, Row>, 'title' | 'actions' | 'filters'>) {
  const message =
    list.status === 'error' ? (
      <ErrorWithRetry error={list.error} onRetry={list.retry} title={errorTitle} />
    ) : list.status === 'loading' ? (
      TEXTS.states.loading
    ) : list.status === 'idle' ? (
      (idleText ?? TEXTS.states.nothingAsked)
    ) : undefined;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={list.rows}
      rowKey={rowKey}
      loading={list.fetching}
      message={message}
      emptyText={emptyText}
      count={list.total}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      sort={list.state.sort}
      onSortChange={list.setSort}
      selection={selection}
      rowLink={rowLink}
    />
  );
}
