// The customer-service feature's client read (the list comes from the client entity).
import {LIMITS} from '@karat/shared';
import {useQuery} from '@tanstack/react-query';
import {clientQueries} from '@/entities/client';

/** The most orders the client's page lists: as many as one include gives a record. */
export const CLIENT_ORDERS_SHOWN = LIMITS.maxIncludedRows;

/** The client with its newest orders, newest first (spec 01 §2 "Customer service": "show, with the client's orders"). */
export function useClientWithOrders(id: string) {
  return useQuery(clientQueries.detail(id, {include: [{relation: 'orders', scope: {order: ['createdAt DESC', 'id DESC'], limit: CLIENT_ORDERS_SHOWN}}]}));
}
