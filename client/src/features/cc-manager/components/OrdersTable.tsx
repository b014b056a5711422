import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {useState} from 'react';
import {dateColumn} from '@/components/DateCell';
import {keptSelection, type Column, type RowSelection} from '@/components/DataTable';
import {clientName, PhoneLink} from '@/entities/client';
import type {OrderWithRelations} from '../api/cc-manager';

export {clientName};

/**
 * The manager's order columns. The sortable ones are those the server sorts by (shared's
 * MANAGER_ORDER_SORT_KEYS: the column key is the sort key); ties go by id.
 */
export const ORDER_COLUMNS = {
  orderNumber: {key: 'orderNumber', label: 'Order number', sortable: true, render: order => order.orderNumber ?? order.id},
  client: {key: 'client', label: 'Client', sortable: true, render: order => clientName(order.client)},
  phone: {key: 'phone', label: 'Phone', render: order => <PhoneLink phone={order.client?.phone} country={order.country} />},
  caller: {key: 'caller', label: 'Caller', sortable: true, render: order => order.caller?.name ?? order.callerId ?? ''},
  assignedCaller: {
    key: 'assignedCaller',
    label: 'Assigned caller',
    render: order => order.assignedCaller?.name ?? order.assignedCallerId ?? '',
  },
  welcomeCall: dateColumn<OrderWithRelations>('welcomeCall', 'Welcome call', order => order.welcomeCall, {sortable: true}),
  dueDate: dateColumn<OrderWithRelations>('dueDate', 'Due date', order => order.dueDate, {sortable: true}),
  transfer: {
    key: 'transfer',
    label: 'Transfer',
    render: order => [order.isPermanentlyTransferred && 'Permanent', order.isTemporarilyTransferred && 'Temporary'].filter(Boolean).join(', '),
  },
} satisfies Record<string, Column<OrderWithRelations>>;

/**
 * The orders chosen for a transfer or a cancel, kept across the pages and sorts of one search (the
 * question before sending shows them all, whatever page is on screen); a new search clears it.
 */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string | number, OrderWithRelations>>(new Map());
  return {
    selected,
    orders: () => [...selected.values()],
    clear: () => setSelected(new Map()),
    /** DataTable's checkboxes over the page on screen: its header one chooses or clears that page's rows only. */
    table: (page: OrderWithRelations[] | undefined): RowSelection<OrderWithRelations> => ({
      selected: new Set(selected.keys()),
      onChange: next => setSelected(current => keptSelection(current, next, page ?? [], orderKey)),
      rowLabel: order => `Select order ${order.orderNumber ?? order.id}`,
    }),
  };
}
export type OrderSelection = ReturnType<typeof useOrderSelection>;
export const orderKey = (order: OrderWithRelations) => order.id ?? 0;

/** How many are chosen over every page, and clearing them all. */
export function SelectionBar({selection}: {selection: OrderSelection}) {
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1}}>
      <Typography>{selection.selected.size} selected</Typography>
      <Button size="small" disabled={selection.selected.size === 0} onClick={selection.clear}>
        Clear selection
      </Button>
    </Box>
  );
}
