import {formatDateTime, formatOffer} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {TELLER_LIST_DEFAULTS, tellerTodaySource, type OrderWithRelations} from '../api/teller';

const shared = orderColumns<OrderWithRelations>();

/** /teller/today: orders confirmed since the start of today, newest first. */
export function TellerTodayRoute() {
  const list = useServerList({defaults: TELLER_LIST_DEFAULTS, ...tellerTodaySource});
  const columns: Column<OrderWithRelations>[] = [
    orderNumberColumn<OrderWithRelations>(order => `/teller/${order.id}`),
    {key: 'offer', label: 'Offer', render: order => formatOffer(order)},
    {key: 'tellerDate', label: 'Confirmed', render: order => (order.tellerDate ? formatDateTime(order.tellerDate) : '')},
    {key: 'teller', label: 'Teller', render: order => order.teller?.name ?? ''},
    shared.client,
    shared.country,
  ];
  return (
    <ListPage
      title="Today's confirmed orders"
      list={list}
      label="Today's confirmed orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      emptyText="No orders confirmed today"
    />
  );
}
