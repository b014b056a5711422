import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {LANGUAGE_LABELS, PACKAGER_LANGUAGES, type Language} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {WAITING_LIST_DEFAULTS, waitingListSource, type OrderWithRelations} from '../api/packager';

const shared = orderColumns<OrderWithRelations>();

/** /packager/list: the waiting queue of the member's team, in the order it is handed out, paged on the server. */
export function WaitingListRoute() {
  const list = useServerList({defaults: WAITING_LIST_DEFAULTS, ...waitingListSource});
  const columns: Column<OrderWithRelations>[] = [
    {key: 'orderNumber', label: 'Order', render: order => String(order.orderNumber ?? '')},
    {key: 'language', label: 'Language', render: order => LANGUAGE_LABELS[order.language as Language] ?? order.language ?? ''},
    shared.client,
    {key: 'address', label: 'Address', render: order => [order.address, order.zip, order.city].filter(Boolean).join(', ')},
    shared.barCode,
    shared.team,
    shared.createdAt,
  ];
  return (
    <ListPage
      title="Waiting list"
      filters={
        <TextField
          select
          size="small"
          label="Language"
          value={list.state.filters.language}
          onChange={event => list.setFilters({language: event.target.value})}
          sx={{minWidth: 220}}
        >
          <MenuItem value="">All languages</MenuItem>
          {PACKAGER_LANGUAGES.map(({slug, label}) => (
            <MenuItem key={slug} value={slug}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      }
      list={list}
      label="Waiting orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      emptyText="No orders are waiting"
    />
  );
}
