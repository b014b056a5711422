import {DataTable, usePaging} from '@/components/DataTable';
import {OrderSearchBox} from '@/components/OrderSearchBox';
import {PageHeader} from '@/components/PageHeader';
import {useOrderSearch} from '@/lib/order-search';
import {useOrderList} from '../api/orders';
import {orderColumns} from '../components/order-columns';

export function OrderListRoute() {
  const search = useOrderSearch();
  const paging = usePaging(25);
  const list = useOrderList(search.where, {page: paging.page, pageSize: paging.pageSize});
  return (
    <>
      <PageHeader title="Orders" />
      <OrderSearchBox search={search} onApplied={() => paging.reset()} />
      <DataTable
        label="Orders"
        columns={orderColumns}
        rows={list.rows}
        rowKey={order => order.id ?? 0}
        loading={list.isPending}
        count={list.count}
        {...paging.table}
      />
    </>
  );
}
