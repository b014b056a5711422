import {QueryClient} from '@tanstack/react-query';
import {describe, expect, it} from 'vitest';
import {getTellerOrderQueryKey, listTellerQueueQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {everyAnswerOf, invalidateEvery} from './query-keys';

describe('invalidation by the generated query keys', () => {
  it("marks stale every cached answer of the operation, whatever its parameters, and no other operation's", async () => {
    const client = new QueryClient();
    const queue = listTellerQueueQueryKey({path: {language: 'finnish', list: 'orders'}, query: {q: 'matti'}} as never);
    const order = getTellerOrderQueryKey({path: {id: 7}} as never);
    client.setQueryData(queue, {rows: []});
    client.setQueryData(order, {id: 7});
    expect(everyAnswerOf(listTellerQueueQueryKey)).toEqual([{_id: 'listTellerQueue', baseUrl: expect.anything()}]);
    await invalidateEvery(client, listTellerQueueQueryKey);
    expect(client.getQueryState(queue)?.isInvalidated).toBe(true);
    expect(client.getQueryState(order)?.isInvalidated).toBe(false);
  });
});
