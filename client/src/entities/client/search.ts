import {containsPattern} from '@karat/shared';

/**
 * Client list search: every word must appear in the first name, last name or phone
 * (case-insensitive), so "matti 3584" finds Matti whose phone holds 3584.
 */
export function clientSearchWhere(text: string): Record<string, unknown> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const clauses = words.map(word => ({
    or: ['firstName', 'lastName', 'phone'].map(field => ({[field]: {ilike: containsPattern(word)}})),
  }));
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? clauses[0] : {and: clauses};
}

/** "First Last", or what there is of it. */
export function clientName(client: {firstName?: string | null; lastName?: string | null} | null | undefined): string {
  return [client?.firstName, client?.lastName].filter(Boolean).join(' ');
}
