import {joinPhoneWords, phoneSearchDigits} from './phone';

/** Escapes LIKE's wildcards so the user's own %, _ and \ match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, char => `\\${char}`);

/** A "contains" pattern for LoopBack's like/ilike. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * The words of a quick search, lower-case, each required to match; at most 10 (a name and a phone
 * need far fewer). A phone typed with blanks is one word, asked as the digits the stored phones
 * hold (the order search's phone rule: joinPhoneWords, phoneSearchDigits), so '040 123 4567' finds
 * the client stored as 358401234567.
 */
export const searchWords = (text: string): string[] =>
  [...new Set(joinPhoneWords(text.trim().toLowerCase().split(/\s+/).filter(Boolean)).map(word => phoneSearchDigits(word) ?? word))].slice(0, 10);
