import {useState} from 'react';
import {DataTable} from '@/components/DataTable';
import {OrderSearchBox} from '@/components/OrderSearchBox';
import {PageHeader} from '@/components/PageHeader';
import {useOrderSearch} from '@/lib/order-search';
import {useOrderList} from '../api/orders';
import {orderColumns} from '../components/order-columns';

export function OrderListRoute() {
  const search = useOrderSearch();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const list = useOrderList(search.where, {page, pageSize});
  return (
    <>
      <PageHeader title="Orders" />
      <OrderSearchBox search={search} onApplied={() => setPage(0)} />
      <DataTable
        label="Orders"
        columns={orderColumns}
        rows={list.rows}
        rowKey={order => order.id ?? 0}
        loading={list.isPending}
        count={list.count}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={size => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </>
  );
}
