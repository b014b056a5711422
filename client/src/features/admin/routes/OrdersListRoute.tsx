import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {ORDER_LIST_COLUMNS} from '@karat/shared';
import {useMemo, useState} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {DataTable, type Column, type Sort, usePaging} from '@/components/DataTable';
import {OrderSearchBox} from '@/components/OrderSearchBox';
import {useOrderSearch} from '@/lib/order-search';
import {useExportOrders, useOrderList, type OrderWithRelations} from '../api/orders';
import {useOrderColumns} from '../api/preferences';
import {ColumnChooser} from '../components/ColumnChooser';
import {orderCellText} from '../components/order-cells';
import {PageHeader} from '../components/PageHeader';

const DEFAULT_SORT: Sort = {key: 'createdAt', direction: 'desc'};

const editColumn: Column<OrderWithRelations> = {
  key: 'actions',
  label: 'Actions',
  align: 'right',
  render: order => (
    <Button size="small" variant="outlined" component={RouterLink} to={`/admin/orders/${order.id}`} aria-label={`Edit order ${order.orderNumber ?? order.id}`}>
      Edit
    </Button>
  ),
};

export function OrdersListRoute() {
  const search = useOrderSearch();
  const {columns: chosen, setColumns} = useOrderColumns();
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const paging = usePaging(25);
  const list = useOrderList({where: search.where, columns: chosen, sort, page: paging.page, pageSize: paging.pageSize});
  const exportCsv = useExportOrders();

  const columns = useMemo<Column<OrderWithRelations>[]>(
    () => [
      ...ORDER_LIST_COLUMNS.filter(column => chosen?.includes(column.key)).map(column => ({
        key: column.key,
        label: column.label,
        sortable: column.sortable,
        align: column.format === 'number' || column.format === 'money' ? ('right' as const) : undefined,
        render: (order: OrderWithRelations) => orderCellText(column, order),
      })),
      editColumn,
    ],
    [chosen],
  );

  return (
    <>
      <PageHeader title="Orders">
        <ColumnChooser columns={chosen} onChange={setColumns} />
        <Button
          variant="outlined"
          disabled={!chosen || !search.where || exportCsv.isPending}
          onClick={() => chosen && search.where && exportCsv.mutate({where: search.where, columns: chosen})}
        >
          Export CSV
        </Button>
      </PageHeader>
      <OrderSearchBox search={search} onApplied={() => paging.reset()} />
      <Box>
        <DataTable
          label="Orders"
          columns={columns}
          rows={list.rows}
          rowKey={order => order.id ?? 0}
          loading={list.isPending}
          count={list.count}
          {...paging.table}
          sort={sort}
          onSortChange={next => {
            setSort(next);
            paging.reset();
          }}
        />
      </Box>
    </>
  );
}
