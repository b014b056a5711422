import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import {useState} from 'react';
import {dateColumn} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
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

/** Toggles one id in a selection. */
export function toggled<T>(selected: ReadonlyMap<number, T>, id: number, row: T): Map<number, T> {
  const next = new Map(selected);
  if (next.has(id)) next.delete(id);
  else next.set(id, row);
  return next;
}

/**
 * The orders chosen for a transfer or a cancel, kept across the pages and sorts of one search (the
 * question before sending shows them all, whatever page is on screen); a new search clears it.
 */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, OrderWithRelations>>(new Map());
  return {
    selected,
    ids: () => [...selected.keys()],
    orders: () => [...selected.values()],
    has: (id: number) => selected.has(id),
    toggle: (order: OrderWithRelations) => setSelected(current => toggled(current, order.id!, order)),
    addAll: (orders: OrderWithRelations[]) =>
      setSelected(current => new Map([...current, ...orders.filter(o => o.id !== undefined).map(o => [o.id!, o] as const)])),
    clear: () => setSelected(new Map()),
  };
}
export type OrderSelection = ReturnType<typeof useOrderSelection>;

/** A checkbox per row, named 'Select order N'. */
export function selectColumn(selection: OrderSelection): Column<OrderWithRelations> {
  return {
    key: 'select',
    label: 'Select',
    render: order => (
      <Checkbox
        size="small"
        checked={selection.has(order.id!)}
        onChange={() => selection.toggle(order)}
        slotProps={{input: {'aria-label': `Select order ${order.orderNumber ?? order.id}`}}}
      />
    ),
  };
}

/** How many are chosen (over every page), choose the page on screen, or none. */
export function SelectionBar({selection, rows}: {selection: OrderSelection; rows: OrderWithRelations[] | undefined}) {
  const onPage = rows ?? [];
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1}}>
      <Typography>{selection.selected.size} selected</Typography>
      <Button size="small" disabled={onPage.length === 0 || onPage.every(o => selection.has(o.id!))} onClick={() => selection.addAll(onPage)}>
        Select this page
      </Button>
      <Button size="small" disabled={selection.selected.size === 0} onClick={selection.clear}>
        Clear selection
      </Button>
    </Box>
  );
}
