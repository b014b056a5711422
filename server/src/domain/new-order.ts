import {isOtherMarket, memberMarket, otherMarketMessage, type MarketMember} from '@karat/shared';
import {DomainError} from './domain-error';

/** The client of a new order, as the rule reads it. */
export interface NewOrderClient {
  country?: string | null;
  language?: string | null;
}

/** The order's own fields a create body may name, which the rule overrides. */
export interface NewOrderBody {
  country?: string | null;
  language?: string | null;
  team?: string | null;
}

/**
 * Orders follow the client: on every path that creates an order (the buyer's add
 * order, the admin's create, an after call's replacement), its country and language are its
 * client's, whatever the body says; its team is the member's it is for (the caller), else the
 * body's. Only a client without a country or language (an old record) leaves the body's value.
 */
export function orderFollowsClient(client: NewOrderClient | null | undefined, member: MarketMember | null | undefined, body: NewOrderBody) {
  return {
    country: client?.country || body.country || null,
    language: client?.language || body.language || null,
    team: member?.team || body.team || null,
  };
}

/**
 * The buyer's add order for a client outside the caller's market (team, else preferred country):
 * the form asks first, and the server refuses it unless the request says the buyer confirmed
 * (409 OTHER_MARKET, nothing written). The decision is the server's, not only the form's, so an
 * order for another market is never added without that question, whichever client sends it. The
 * admin's create does not ask: it has no form, and an admin places orders for every market.
 */
export function otherMarketError(
  client: NewOrderClient | null | undefined,
  member: MarketMember | null | undefined,
  confirmed: boolean,
): DomainError | undefined {
  if (confirmed || !isOtherMarket(client?.country, member)) return undefined;
  const market = memberMarket(member)!;
  return new DomainError(409, otherMarketMessage(client!.country!, market), 'OTHER_MARKET', {clientCountry: client!.country, market});
}
