/** A "contains" pattern for LoopBack's ilike; the user's own % and _ match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, char => `\\${char}`)}%`;
}
