import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, type Country} from '@karat/shared';
import {useState} from 'react';
import {dateColumn} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {useServerList} from '@/lib/server-list';
import {FAILED_REGISTRATION_DEFAULTS, failedRegistrationSource, useRetryRegistrations, type FailedRegistration} from '../api/packager';

/** What a Retry did, in one sentence per outcome. */
export function retrySummary(answer: {queued: number[]; skipped: {id: number; reason: string}[]}, numbers: Map<number, number>): string[] {
  const number = (id: number) => numbers.get(id) ?? id;
  const lines: string[] = [];
  if (answer.queued.length > 0) {
    lines.push(
      answer.queued.length === 1
        ? `Order ${number(answer.queued[0])} is queued for registration again`
        : `${answer.queued.length} orders are queued for registration again`,
    );
  }
  for (const {id, reason} of answer.skipped) lines.push(`Order ${number(id)} not queued: ${reason}`);
  return lines;
}

/**
 * /packager/registration-failed (the packager and the admin): the orders whose carrier
 * registration failed, with the carrier's reason; Retry one, or select rows and retry them at once.
 * The job retries by itself what a retry can help; these wait for a person (fix the address, then Retry).
 */
export function RegistrationFailedRoute() {
  const list = useServerList({defaults: FAILED_REGISTRATION_DEFAULTS, ...failedRegistrationSource});
  const retry = useRetryRegistrations();
  const notify = useNotify();
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const rows = list.rows ?? [];
  const numbers = new Map(rows.map(row => [row.id, row.orderNumber]));

  async function retryOrders(ids: number[]) {
    try {
      const answer = await retry.mutateAsync(ids);
      for (const line of retrySummary(answer, numbers)) (line.includes('not queued') ? notify.error : notify.success)(line);
      setSelected(new Set());
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  const columns: Column<FailedRegistration>[] = [
    {key: 'orderNumber', label: 'Order', render: row => String(row.orderNumber)},
    {key: 'client', label: 'Client', render: row => row.clientName ?? ''},
    {key: 'country', label: 'Country', render: row => COUNTRY_LABELS[row.country as Country] ?? row.country ?? ''},
    {key: 'reason', label: 'Reason', render: row => row.shipmentRegisterError ?? ''},
    dateColumn<FailedRegistration>('updatedAt', 'Failed', row => row.updatedAt),
    {
      key: 'retry',
      label: 'Actions',
      align: 'right',
      render: row => (
        <Button
          size="small"
          variant="outlined"
          disabled={retry.isPending}
          onClick={() => void retryOrders([row.id])}
          aria-label={`Retry order ${row.orderNumber}`}
        >
          Retry
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="Registration failed"
      actions={
        <Button variant="contained" disabled={selected.size === 0 || retry.isPending} onClick={() => void retryOrders([...selected].map(Number))}>
          Retry selected ({selected.size})
        </Button>
      }
      filters={
        <Typography variant="body2" color="text.secondary">
          New orders are registered with the carrier by themselves within a minute. These were refused or could not be registered after several tries: correct
          the address if the reason says so, then Retry.
        </Typography>
      }
      list={list}
      label="Orders whose registration failed"
      columns={columns}
      rowKey={row => row.id}
      selection={{selected, onChange: setSelected, rowLabel: row => `Select order ${row.orderNumber}`}}
      emptyText="No failed registrations"
    />
  );
}
