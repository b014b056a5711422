import TextField from '@mui/material/TextField';
import {DateTime} from 'luxon';
import {useState} from 'react';
import {ListPage} from '@/components/ListPage';
import {useServerList} from '@/lib/server-list';
import {closedOrderListSource} from '../api/orders';
import {closedOrderColumns} from '../components/order-columns';

/** The closed list's default window: the last 7 days, today included. */
export const CLOSED_DEFAULT_DAYS = 7;

/** Inclusive day range [from, to] (yyyy-MM-dd, local days) as the instants the server compares. */
export function closedRange(from: string, to: string): {from: string; to: string} | null {
  const start = DateTime.fromISO(from).startOf('day');
  const end = DateTime.fromISO(to).endOf('day');
  if (!start.isValid || !end.isValid || end < start) return null;
  return {from: start.toUTC().toISO()!, to: end.toUTC().toISO()!};
}

export function ClosedOrdersRoute() {
  // The default window is the last 7 days from when the list opens; another window lives in the URL.
  const [defaults] = useState(() => {
    const today = DateTime.now();
    return {filters: {from: today.minus({days: CLOSED_DEFAULT_DAYS}).toISODate()!, to: today.toISODate()!}, pageSize: 25};
  });
  const list = useServerList({defaults, ...closedOrderListSource(filters => closedRange(filters.from, filters.to))});
  const {from, to} = list.state.filters;
  const valid = closedRange(from, to) !== null;
  return (
    <ListPage
      title="Cancelled orders"
      filters={
        <>
          <TextField
            label="From"
            type="date"
            size="small"
            value={from}
            onChange={event => list.setFilters({from: event.target.value})}
            slotProps={{inputLabel: {shrink: true}}}
            error={!valid}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={to}
            onChange={event => list.setFilters({to: event.target.value})}
            slotProps={{inputLabel: {shrink: true}}}
            error={!valid}
            helperText={valid ? undefined : 'From must be a date on or before To'}
          />
        </>
      }
      list={list}
      label="Cancelled orders"
      columns={closedOrderColumns}
      rowKey={order => order.id ?? 0}
    />
  );
}
