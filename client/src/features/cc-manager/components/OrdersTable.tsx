import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {ReactNode} from 'react';
import {dateColumn} from '@/components/DateCell';
import type {OrderWithRelations} from '../api/cc-manager';

export interface OrderColumn {
  key: string;
  label: string;
  render(order: OrderWithRelations): ReactNode;
}

export const clientName = (order: OrderWithRelations) => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');

export const ORDER_COLUMNS: Record<string, OrderColumn> = {
  orderNumber: {key: 'orderNumber', label: 'Order number', render: order => order.orderNumber ?? order.id},
  client: {key: 'client', label: 'Client', render: clientName},
  phone: {key: 'phone', label: 'Phone', render: order => order.client?.phone ?? ''},
  caller: {key: 'caller', label: 'Caller', render: order => order.caller?.name ?? order.callerId ?? ''},
  assignedCaller: {
    key: 'assignedCaller',
    label: 'Assigned caller',
    render: order => order.assignedCaller?.name ?? order.assignedCallerId ?? '',
  },
  welcomeCall: dateColumn<OrderWithRelations>('welcomeCall', 'Welcome call', order => order.welcomeCall),
  dueDate: dateColumn<OrderWithRelations>('dueDate', 'Due date', order => order.dueDate),
  transfer: {
    key: 'transfer',
    label: 'Transfer',
    render: order => [order.isPermanentlyTransferred && 'Permanent', order.isTemporarilyTransferred && 'Temporary'].filter(Boolean).join(', '),
  },
};

/** Toggles one id in a selection. */
export function toggled(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Orders with a checkbox each and one for all (transfer and cancel transfer). */
export function OrdersTable({
  label,
  orders,
  columns,
  selected,
  onSelectedChange,
}: {
  label: string;
  orders: OrderWithRelations[];
  columns: OrderColumn[];
  selected: ReadonlySet<number>;
  onSelectedChange(selected: Set<number>): void;
}) {
  const ids = orders.map(order => order.id!).filter(id => id !== undefined);
  const all = ids.length > 0 && ids.every(id => selected.has(id));
  const some = ids.some(id => selected.has(id));
  return (
    <TableContainer component={Paper} sx={{mb: 2}}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={() => onSelectedChange(all ? new Set() : new Set(ids))}
                slotProps={{input: {'aria-label': 'Select all'}}}
              />
            </TableCell>
            {columns.map(column => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map(order => (
            <TableRow key={order.id} hover selected={selected.has(order.id!)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(order.id!)}
                  onChange={() => onSelectedChange(toggled(selected, order.id!))}
                  slotProps={{input: {'aria-label': `Select order ${order.orderNumber ?? order.id}`}}}
                />
              </TableCell>
              {columns.map(column => (
                <TableCell key={column.key}>{column.render(order)}</TableCell>
              ))}
            </TableRow>
          ))}
          {orders.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>No orders</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
