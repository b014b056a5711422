import {ListPage} from '@/components/ListPage';
import {OrderSearchBox, useOrderSearch} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {csOrderListSource, ORDER_LIST_DEFAULTS} from '../api/orders';
import {orderColumnsCs} from '../components/order-columns';

export function OrderListRoute() {
  const list = useServerList({defaults: ORDER_LIST_DEFAULTS, ...csOrderListSource});
  const search = useOrderSearch(list.state.filters.q, q => list.setFilters({q}));
  return (
    <ListPage title="Orders" filters={<OrderSearchBox search={search} />} list={list} label="Orders" columns={orderColumnsCs} rowKey={order => order.id ?? 0} />
  );
}
