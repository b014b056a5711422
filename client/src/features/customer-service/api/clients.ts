// The only place the customer-service feature touches the SDK for clients.
import {useQuery} from '@tanstack/react-query';
import {pathId} from '@/lib/api-id';
import {getClientOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {Client, GetClientData} from '@/lib/sdk/types.gen';

export type {Client};
export {useClientList} from '@/lib/client-list';
type ClientId = GetClientData['path']['id'];

/** The client with its orders, newest first (spec 01 §2: "show, with the client's orders"). */
export function useClientWithOrders(id: string) {
  return useQuery(
    getClientOptions({
      path: {id: pathId<ClientId>(id)},
      query: {filter: {include: [{relation: 'orders', scope: {order: ['createdAt DESC', 'id DESC']}}]}},
    }),
  );
}
