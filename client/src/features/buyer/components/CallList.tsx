import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {COUNTRY_LABELS} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {useListSearch} from '@/components/list-search';
import {formatWithRelative} from '@/lib/dates';
import {useCallList, type CallListRow} from '../api/buyer';

const clientName = (order: CallListRow) => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');

/** A buyer's call list (welcome or after calls), paged and filtered on the server. */
export function CallList({
  list,
  label,
  basePath,
  dateKey,
  dateLabel,
}: {
  list: 'welcome' | 'after';
  label: string;
  /** The detail route: `${basePath}/${id}`. */
  basePath: string;
  dateKey: 'welcomeCall' | 'dueDate';
  dateLabel: string;
}) {
  const paging = usePaging(50);
  const search = useListSearch(paging);
  const calls = useCallList(list, {q: search.debounced.trim(), page: paging.page, pageSize: paging.pageSize});
  const columns: Column<CallListRow>[] = [
    {
      key: 'orderNumber',
      label: 'Order number',
      render: order => (
        <Link component={RouterLink} to={`${basePath}/${order.id}`}>
          {order.orderNumber ?? order.id}
        </Link>
      ),
    },
    {key: 'client', label: 'Client', render: clientName},
    {key: 'phone', label: 'Phone', render: order => order.client?.phone ?? ''},
    {key: 'country', label: 'Country', render: order => (order.country ? COUNTRY_LABELS[order.country] : '')},
    {key: dateKey, label: dateLabel, render: order => formatWithRelative(order[dateKey])},
    {key: 'createdAt', label: 'Created', render: order => formatWithRelative(order.createdAt)},
  ];
  return (
    <>
      <Box sx={{mb: 2}}>
        <TextField label="Filter" {...search.field} helperText="Order number, client name or phone" autoComplete="off" sx={{minWidth: 320}} />
      </Box>
      <DataTable
        label={label}
        columns={columns}
        rows={calls.data?.orders ?? (calls.isPending ? [] : undefined)}
        rowKey={order => order.id ?? 0}
        loading={calls.isFetching}
        count={calls.data?.total ?? 0}
        {...paging.table}
      />
    </>
  );
}
