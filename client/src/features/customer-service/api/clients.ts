// The only place the customer-service feature touches the SDK for clients.
import {useQuery} from '@tanstack/react-query';
import {pathId} from '@/lib/api-id';
import {clientCrudControllerFindByIdOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {Client, ClientCrudControllerFindByIdData} from '@/lib/sdk/types.gen';

export type {Client};
export {useClientList} from '@/lib/client-list';
type ClientId = ClientCrudControllerFindByIdData['path']['id'];

/** The client with its orders, newest first (spec 01 §2: "show, with the client's orders"). */
export function useClientWithOrders(id: string) {
  return useQuery(
    clientCrudControllerFindByIdOptions({
      path: {id: pathId<ClientId>(id)},
      query: {filter: {include: [{relation: 'orders', scope: {order: ['createdAt DESC', 'id DESC']}}]}},
    }),
  );
}
