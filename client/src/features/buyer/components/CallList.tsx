import TextField from '@mui/material/TextField';
import type {Column} from '@/components/DataTable';
import {ServerTable} from '@/components/ListPage';
import {orderColumns, orderNumberColumn, triesColumns} from '@/entities/order';
import {useFilterText, useServerList} from '@/lib/server-list';
import {CALL_LIST_DEFAULTS, callListSource, type CallListRow} from '../api/buyer';

const shared = orderColumns<CallListRow>();
const tries = triesColumns<CallListRow>(row => row);

/**
 * A buyer's call list (welcome or after calls), paged and filtered on the server; the filter and page
 * live in the URL. Untried orders first, then the tried ones by last try (the server's order), each
 * with its attempts and last try of the list's call type.
 */
export function CallList({
  list: kind,
  label,
  basePath,
  dateKey,
}: {
  list: 'welcome' | 'after';
  label: string;
  /** The detail route: `${basePath}/${id}`. */
  basePath: string;
  dateKey: 'welcomeCall' | 'dueDate';
}) {
  const list = useServerList({defaults: CALL_LIST_DEFAULTS, ...callListSource(kind)});
  const filter = useFilterText(list, 'q');
  const columns: Column<CallListRow>[] = [
    orderNumberColumn<CallListRow>(order => `${basePath}/${order.id}`),
    shared.client,
    shared.phone,
    shared.country,
    shared[dateKey],
    tries.attempts,
    tries.lastTry,
    shared.createdAt,
  ];
  return (
    <>
      <TextField label="Filter" {...filter} helperText="Order number, client name or phone" autoComplete="off" sx={{minWidth: 320, mb: 2}} />
      <ServerTable list={list} label={label} columns={columns} rowKey={order => order.id} />
    </>
  );
}
