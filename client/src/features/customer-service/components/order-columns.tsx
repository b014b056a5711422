import {dateColumn} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
import {orderColumns, orderNumberColumn, type OrderWithRelations} from '@/entities/order';

const shared = orderColumns<OrderWithRelations>();

/** The order number, linking to the customer-service order page. */
export const orderLink = orderNumberColumn<OrderWithRelations>(
  order => `/customer-service/order/${order.id}`,
  order => `Order ${order.orderNumber ?? order.id}`,
);

/** The customer-service order lists' columns. */
export const orderColumnsCs: Column<OrderWithRelations>[] = [
  orderLink,
  shared.status,
  shared.createdAt,
  shared.client,
  shared.phone,
  shared.country,
  shared.barCode,
];

export const closedOrderColumns: Column<OrderWithRelations>[] = [
  orderLink,
  dateColumn<OrderWithRelations>('closeDate', 'Closed', order => order.closeDate),
  {key: 'closeReason', label: 'Reason', render: order => order.closeReason ?? ''},
  {key: 'closeMethod', label: 'Method', render: order => order.closeMethod ?? ''},
  {key: 'boomerang', label: 'Boomerang', render: order => (order.isBoomerang ? 'Yes' : 'No')},
  shared.client,
  shared.barCode,
];
