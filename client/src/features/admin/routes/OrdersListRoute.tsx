import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {ORDER_LIST_COLUMNS, ORDER_QUICK_SEARCHES} from '@karat/shared';
import {useMemo} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderCellText, OrderSearchBox, useOrderSearch, type OrderWithRelations} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {ADMIN_ORDER_LIST_DEFAULTS, adminOrderListSource, useExportOrders} from '../api/orders';
import {useOrderColumns} from '../api/preferences';
import {ColumnChooser} from '../components/ColumnChooser';
import {TEXTS} from '@/lib/texts';

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
  const {columns: chosen, setColumns} = useOrderColumns();
  const list = useServerList({defaults: ADMIN_ORDER_LIST_DEFAULTS, ...adminOrderListSource(chosen)});
  const search = useOrderSearch(list.state.filters.q, q => list.setFilters({q}));
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
    <ListPage
      title="Orders"
      actions={
        <>
          <ColumnChooser columns={chosen} onChange={setColumns} />
          <Button
            variant="outlined"
            disabled={!chosen || !search.where || exportCsv.isPending}
            onClick={() => chosen && search.where && exportCsv.mutate({where: search.where, columns: chosen})}
          >
            Export CSV
          </Button>
        </>
      }
      filters={
        <>
          <OrderSearchBox search={search} />
          <Box sx={{display: 'flex', gap: 1, alignItems: 'center', minHeight: 40}}>
            {ORDER_QUICK_SEARCHES.map(quick => (
              <Chip
                key={quick.label}
                label={quick.label}
                variant={list.state.filters.q === quick.q ? 'filled' : 'outlined'}
                color={list.state.filters.q === quick.q ? 'primary' : 'default'}
                onClick={() => list.setFilters({q: quick.q})}
              />
            ))}
          </Box>
        </>
      }
      list={list}
      label="Orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      // Nothing is asked until the member's columns are known.
      idleText={chosen ? undefined : TEXTS.states.loading}
    />
  );
}
