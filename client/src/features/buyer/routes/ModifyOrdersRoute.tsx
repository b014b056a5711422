import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {orderStatusLabel} from '@karat/shared';
import {useState, type FormEvent} from 'react';
import {Link as RouterLink, useSearchParams} from 'react-router-dom';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage, errorStatus} from '@/lib/api-error';
import {formatWithRelative} from '@/lib/dates';
import {useOwnOrders, type OrderWithRelations} from '../api/buyer';

const HINT = 'Free text, key:value, key:lt:value or key:gt:value (dates like 2020-01-22T15:15:30)';

const columns: Column<OrderWithRelations>[] = [
  {
    key: 'orderNumber',
    label: 'Order number',
    render: order => (
      <Link component={RouterLink} to={`/buyer/modify-orders/${order.id}`}>
        {order.orderNumber ?? order.id}
      </Link>
    ),
  },
  {key: 'client', label: 'Client', render: order => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ')},
  {key: 'phone', label: 'Phone', render: order => order.client?.phone ?? ''},
  {key: 'status', label: 'Status', render: order => orderStatusLabel(order)},
  {key: 'createdAt', label: 'Created', render: order => formatWithRelative(order.createdAt)},
  {key: 'welcomeCall', label: 'Welcome call', render: order => formatWithRelative(order.welcomeCall)},
  {key: 'dueDate', label: 'Due date', render: order => formatWithRelative(order.dueDate)},
];

/** The buyer's own orders, newest first, with the order search (the server explains a bad search). */
export function ModifyOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const applied = params.get('q') ?? '';
  const [text, setText] = useState(applied);
  const paging = usePaging(25);
  const orders = useOwnOrders({q: applied, page: paging.page, pageSize: paging.pageSize});
  // A bad search answers 400 with the explanation: shown under the box (the global notice shows it too).
  const searchError = orders.isError && errorStatus(orders.error) === 400 ? errorMessage(orders.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    paging.reset();
    setParams(
      previous => {
        const next = new URLSearchParams(previous);
        if (text.trim()) next.set('q', text.trim());
        else next.delete('q');
        return next;
      },
      {replace: true},
    );
  }

  return (
    <>
      <PageHeader title="Modify orders" />
      <Box component="form" role="search" aria-label="Order search" onSubmit={submit} sx={{display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2}}>
        <TextField
          label="Search"
          size="small"
          value={text}
          onChange={event => setText(event.target.value)}
          error={Boolean(searchError)}
          helperText={searchError ?? HINT}
          sx={{flexGrow: 1, maxWidth: 720}}
          autoComplete="off"
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      <DataTable
        label="My orders"
        columns={columns}
        rows={orders.data?.orders ?? (orders.isPending ? [] : undefined)}
        rowKey={order => order.id ?? 0}
        loading={orders.isFetching}
        count={orders.data?.total ?? 0}
        {...paging.table}
      />
    </>
  );
}
