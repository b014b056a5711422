import {orderHistorySentence, type Country} from '@karat/shared';
import {useCallback} from 'react';
import {AuditHistory, type HistoryEntry} from '@/components/AuditHistory';
import {getOrderHistoryOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {orderId} from './api';

/** An order's audit trail (GET /Orders/{id}/history), each line a sentence in the order's market's formats. */
export function OrderHistory({id, country}: {id: string; country?: string | null}) {
  const sentence = useCallback(
    (entry: HistoryEntry) => orderHistorySentence(entry as Parameters<typeof orderHistorySentence>[0], (country as Country | null) ?? 'finland'),
    [country],
  );
  return <AuditHistory query={(limit, skip) => getOrderHistoryOptions({path: {id: orderId(id)}, query: {limit, skip}})} sentence={sentence} />;
}
