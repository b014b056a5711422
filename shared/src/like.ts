/** Escapes LIKE's wildcards so the user's own %, _ and \ match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, char => `\\${char}`);

/** A "contains" pattern for LoopBack's like/ilike. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
