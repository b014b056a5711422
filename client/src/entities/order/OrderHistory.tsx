import {AuditHistory} from '@/components/AuditHistory';
import {getOrderHistoryOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {orderId} from './api';

/** An order's audit trail (GET /Orders/{id}/history). */
export function OrderHistory({id}: {id: string}) {
  return <AuditHistory query={(limit, skip) => getOrderHistoryOptions({path: {id: orderId(id)}, query: {limit, skip}})} />;
}
