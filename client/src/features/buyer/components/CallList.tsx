import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {COUNTRY_LABELS} from '@karat/shared';
import {useState} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {formatWithRelative} from '@/lib/dates';
import type {OrderWithRelations} from '../api/buyer';
import {filterCalls} from './call-filter';

const clientName = (order: OrderWithRelations) => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');

/** A buyer's call list (welcome or after calls): the whole list comes at once, paged here. */
export function CallList({
  label,
  basePath,
  dateKey,
  dateLabel,
  orders,
  loading,
}: {
  label: string;
  /** The detail route: `${basePath}/${id}`. */
  basePath: string;
  dateKey: 'welcomeCall' | 'dueDate';
  dateLabel: string;
  orders: OrderWithRelations[] | undefined;
  loading: boolean;
}) {
  const paging = usePaging(100);
  const [filter, setFilter] = useState('');
  const columns: Column<OrderWithRelations>[] = [
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
  const shown = orders && filterCalls(orders, filter);
  const rows = shown?.slice(paging.page * paging.pageSize, (paging.page + 1) * paging.pageSize);
  return (
    <>
      <Box sx={{mb: 2}}>
        <TextField
          label="Filter"
          size="small"
          value={filter}
          onChange={event => {
            setFilter(event.target.value);
            paging.reset();
          }}
          helperText="Order number, client name or phone"
          autoComplete="off"
          sx={{minWidth: 320}}
        />
      </Box>
      <DataTable
        label={label}
        columns={columns}
        rows={rows ?? (loading ? [] : undefined)}
        rowKey={order => order.id ?? 0}
        loading={loading}
        count={shown?.length ?? 0}
        {...paging.table}
      />
    </>
  );
}
