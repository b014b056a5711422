import {formatDateTime} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {arrivalLogSource, TELLER_LIST_DEFAULTS, type OrderWithRelations} from '../api/teller';

const shared = orderColumns<OrderWithRelations>();

/** /teller/sms/log: the arrival SMS sent, by arrivedSmsDate, newest first. */
export function ArrivalSmsLogRoute() {
  const list = useServerList({defaults: TELLER_LIST_DEFAULTS, ...arrivalLogSource});
  const columns: Column<OrderWithRelations>[] = [
    {key: 'orderNumber', label: 'Order number', render: order => String(order.orderNumber ?? '')},
    {key: 'arrivedSmsDate', label: 'Sent', render: order => (order.arrivedSmsDate ? formatDateTime(order.arrivedSmsDate) : '')},
    {
      key: 'status',
      label: 'Status',
      render: order => {
        const log = (order.arrivedSmsLog ?? []) as {status?: string}[];
        return log[log.length - 1]?.status ?? '';
      },
    },
    shared.client,
    shared.phone,
  ];
  return <ListPage title="SMS log" list={list} label="SMS log" columns={columns} rowKey={order => order.id ?? 0} emptyText="No arrival SMS sent" />;
}
