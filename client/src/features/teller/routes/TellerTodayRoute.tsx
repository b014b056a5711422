import {formatDateTime, formatOffer} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {ListSearchBox} from '@/components/ListSearchBox';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {TELLER_SEARCH_DEFAULTS, tellerTodaySource, type TellerTodayRow} from '../api/teller';

const shared = orderColumns<TellerTodayRow>();
const toOrder = (order: TellerTodayRow) => `/teller/${order.id}`;

/** /teller/today: orders confirmed since the start of today, newest first; searched and sorted on the server, a row opens the order. */
export function TellerTodayRoute() {
  const list = useServerList({defaults: TELLER_SEARCH_DEFAULTS, ...tellerTodaySource});
  const columns: Column<TellerTodayRow>[] = [
    {...orderNumberColumn<TellerTodayRow>(toOrder), sortable: true},
    {key: 'offer', label: 'Offer', render: order => formatOffer(order)},
    {key: 'tellerDate', label: 'Confirmed', sortable: true, render: order => (order.tellerDate ? formatDateTime(order.tellerDate) : '')},
    {key: 'teller', label: 'Teller', render: order => order.teller?.name ?? ''},
    {...shared.client, sortable: true},
    {...shared.country, sortable: true},
  ];
  return (
    <ListPage
      title="Today's confirmed orders"
      filters={<ListSearchBox applied={list.state.filters.q} onApply={q => list.setFilters({q})} />}
      list={list}
      label="Today's confirmed orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      rowLink={toOrder}
      emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders confirmed today'}
    />
  );
}
