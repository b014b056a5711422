import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {DateTime} from 'luxon';
import {useState} from 'react';
import {DataTable, usePaging} from '@/components/DataTable';
import {PageHeader} from '@/components/PageHeader';
import {useClosedOrders} from '../api/orders';
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
  const today = DateTime.now();
  const [from, setFrom] = useState(() => today.minus({days: CLOSED_DEFAULT_DAYS}).toISODate()!);
  const [to, setTo] = useState(() => today.toISODate()!);
  const paging = usePaging(25);
  const range = closedRange(from, to);
  const list = useClosedOrders({from: range?.from ?? '', to: range?.to ?? '', page: paging.page, pageSize: paging.pageSize, enabled: range !== null});
  return (
    <>
      <PageHeader title="Cancelled orders" />
      <Box sx={{display: 'flex', gap: 2, mb: 2}}>
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={event => {
            setFrom(event.target.value);
            paging.reset();
          }}
          slotProps={{inputLabel: {shrink: true}}}
          error={range === null}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          onChange={event => {
            setTo(event.target.value);
            paging.reset();
          }}
          slotProps={{inputLabel: {shrink: true}}}
          error={range === null}
          helperText={range === null ? 'From must be a date on or before To' : undefined}
        />
      </Box>
      <DataTable
        label="Cancelled orders"
        columns={closedOrderColumns}
        rows={list.rows}
        rowKey={order => order.id ?? 0}
        loading={list.isPending}
        count={list.count}
        {...paging.table}
      />
    </>
  );
}
