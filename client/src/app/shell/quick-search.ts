import type {RoleFlags} from '@karat/shared';

/**
 * Where the global search opens an order: the order page the member's role can
 * use, admin first; null for a role without one (the box is not shown then).
 */
export function orderPageFor(member: RoleFlags): ((id: number) => string) | null {
  if (member.admin) return id => `/admin/orders/${id}`;
  if (member.customer) return id => `/customer-service/order/${id}`;
  if (member.buyer) return id => `/buyer/modify-orders/${id}`;
  return null;
}

/** Ctrl-K, or Cmd-K on a Mac: the global search's key. */
export const isQuickSearchKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
