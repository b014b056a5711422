import {COUNTRIES, type Country, type Team} from './constants';

/** The market (country) each team calls: the Finnish teams Finland, the Swedish teams Sweden. */
export const TEAM_MARKET: Record<Team, Country> = {
  turku: 'finland',
  helsinki: 'finland',
  gothenburg: 'sweden',
  'malaga-finland': 'finland',
  'malaga-sweden': 'sweden',
  uk: 'uk',
};

/** A member as the market rule reads them. */
export interface MarketMember {
  team?: string | null;
  preferCountry?: string | null;
}

/** The member's market: their team's, else their preferred country; undefined when neither is known. */
export function memberMarket(member: MarketMember | null | undefined): Country | undefined {
  const byTeam = TEAM_MARKET[member?.team as Team];
  if (byTeam) return byTeam;
  return (COUNTRIES as readonly string[]).includes(member?.preferCountry ?? '') ? (member!.preferCountry as Country) : undefined;
}

/**
 * Whether an order for a client of this country is outside the member's market:
 * then the buyer is asked before the order is saved. A client without a country, or a member
 * without a market, is never a mismatch.
 */
export function isOtherMarket(clientCountry: string | null | undefined, member: MarketMember | null | undefined): boolean {
  const market = memberMarket(member);
  return Boolean(clientCountry && market && clientCountry !== market);
}
