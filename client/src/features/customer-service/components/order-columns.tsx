import Link from '@mui/material/Link';
import {COUNTRY_LABELS, orderStatusLabel, type Country} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {clientName} from '@/lib/client-search';
import {formatDateTime} from '@/lib/dates';
import type {OrderWithRelations} from '../api/orders';

export const orderLink = (order: OrderWithRelations) => (
  <Link component={RouterLink} to={`/customer-service/order/${order.id}`} aria-label={`Order ${order.orderNumber ?? order.id}`}>
    {order.orderNumber ?? order.id}
  </Link>
);

/** The customer-service order lists' columns. */
export const orderColumns: Column<OrderWithRelations>[] = [
  {key: 'orderNumber', label: 'Order number', render: orderLink},
  {key: 'status', label: 'Status', render: order => orderStatusLabel(order)},
  {key: 'createdAt', label: 'Created', render: order => formatDateTime(order.createdAt)},
  {key: 'client', label: 'Client', render: order => clientName(order.client)},
  {key: 'phone', label: 'Phone', render: order => order.client?.phone ?? ''},
  {key: 'country', label: 'Country', render: order => (order.country ? (COUNTRY_LABELS[order.country as Country] ?? order.country) : '')},
  {key: 'barCode', label: 'Bar code', render: order => order.barCode ?? ''},
];

export const closedOrderColumns: Column<OrderWithRelations>[] = [
  {key: 'orderNumber', label: 'Order number', render: orderLink},
  {key: 'closeDate', label: 'Closed', render: order => formatDateTime(order.closeDate)},
  {key: 'closeReason', label: 'Reason', render: order => order.closeReason ?? ''},
  {key: 'closeMethod', label: 'Method', render: order => order.closeMethod ?? ''},
  {key: 'boomerang', label: 'Boomerang', render: order => (order.isBoomerang ? 'Yes' : 'No')},
  {key: 'client', label: 'Client', render: order => clientName(order.client)},
  {key: 'barCode', label: 'Bar code', render: order => order.barCode ?? ''},
];
