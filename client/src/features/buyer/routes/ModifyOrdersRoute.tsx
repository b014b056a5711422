import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type {FormEvent} from 'react';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns, orderNumberColumn, type OrderWithRelations} from '@/entities/order';
import {errorMessage, errorStatus} from '@/lib/api-error';
import {useServerList} from '@/lib/server-list';
import {useUrlBackedText} from '@/lib/url-backed-text';
import {OWN_ORDER_LIST_DEFAULTS, ownOrderListSource} from '../api/buyer';

const HINT = 'Free text, key:value, key:lt:value or key:gt:value (dates like 2020-01-22T15:15:30)';

const shared = orderColumns<OrderWithRelations>();
const columns: Column<OrderWithRelations>[] = [
  orderNumberColumn<OrderWithRelations>(order => `/buyer/modify-orders/${order.id}`),
  shared.client,
  shared.phone,
  shared.status,
  shared.createdAt,
  shared.welcomeCall,
  shared.dueDate,
];

/** The buyer's own orders, newest first, with the order search (the server explains a bad search). */
export function ModifyOrdersRoute() {
  const list = useServerList({defaults: OWN_ORDER_LIST_DEFAULTS, ...ownOrderListSource});
  // Back (or a link) to another search puts that search in the box.
  const {text, setText, writes} = useUrlBackedText(list.state.filters.q);
  // A bad search answers 400 with the explanation: shown under the box (the table shows it too, with Retry).
  const searchError = list.status === 'error' && errorStatus(list.error) === 400 ? errorMessage(list.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    writes(value);
    list.setFilters({q: value});
  }

  return (
    <ListPage
      title="Modify orders"
      filters={
        <Box component="form" role="search" aria-label="Order search" onSubmit={submit} sx={{display: 'flex', gap: 1, alignItems: 'flex-start', flexGrow: 1}}>
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
      }
      list={list}
      label="My orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
    />
  );
}
