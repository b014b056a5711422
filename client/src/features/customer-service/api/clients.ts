// The customer-service feature's client read (the list comes from the client entity).
import {useQuery} from '@tanstack/react-query';
import {clientQueries} from '@/entities/client';

/** The client with its orders, newest first (spec 01 §2: "show, with the client's orders"). */
export function useClientWithOrders(id: string) {
  return useQuery(clientQueries.detail(id, {include: [{relation: 'orders', scope: {order: ['createdAt DESC', 'id DESC']}}]}));
}
