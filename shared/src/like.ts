/** Escapes LIKE's wildcards so the user's own %, _ and \ match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, char => `\\${char}`);

/** A "contains" pattern for LoopBack's like/ilike. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** The words of a quick search, lower-case, each required to match; at most 10 (a name and a phone need far fewer). */
export const searchWords = (text: string): string[] => [...new Set(text.trim().toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
