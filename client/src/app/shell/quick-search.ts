import {ORDER_READER_ROLES, type RoleFlags} from '@karat/shared';

/** What of a hit chooses its page: the order, and for the desks that need them its country, language and donation team. */
export interface QuickSearchHit {
  id: number;
  orderNumber?: number | null;
  country?: string | null;
  language?: string | null;
  isDonation?: boolean | null;
  team?: string | null;
}

const PAYER_COUNTRIES = ['finland', 'sweden', 'uk'];

/**
 * Where the global search opens an order: the order page of the member's role, admin first, then
 * customer service, the desks (teller, valuation, bursar: their order pages; payer: the country's or
 * the team's list filtered to the order, as the payer has no order page), the buyer's own order and
 * the cold caller's cold case, the read-only order page for the other order readers; null for a role without one (the box is not shown then). The server
 * answers each role only the orders it may read.
 */
export function orderPageFor(member: RoleFlags): ((hit: QuickSearchHit) => string) | null {
  if (member.admin) return hit => `/admin/orders/${hit.id}`;
  if (member.customer) return hit => `/customer-service/order/${hit.id}`;
  if (member.teller) return hit => `/teller/${hit.id}`;
  if (member.valuation) return hit => `/valuation/valuate/${hit.id}`;
  if (member.bursar) return hit => `/bursar/${hit.country ?? 'finland'}/${hit.id}`;
  if (member.payer) {
    return hit => {
      const q = encodeURIComponent(String(hit.orderNumber ?? hit.id));
      if (hit.isDonation) return `/payer/donation?${hit.team ? `team=${encodeURIComponent(hit.team)}&` : ''}q=${q}`;
      return `/payer/${PAYER_COUNTRIES.includes(hit.country ?? '') ? hit.country : 'finland'}?q=${q}`;
    };
  }
  if (member.buyer) return hit => `/buyer/modify-orders/${hit.id}`;
  if (member.isColdCaller) return hit => `/cold-cases/${hit.language ?? 'finnish'}/${hit.id}`;
  // The packager, the receiver, the call-centre manager: the read-only order page.
  if (ORDER_READER_ROLES.some(role => member[role] === true)) return hit => `/orders/${hit.id}`;
  return null;
}

/** Ctrl-K, or Cmd-K on a Mac: the global search's key. */
export const isQuickSearchKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
