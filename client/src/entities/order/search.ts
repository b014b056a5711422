import {parseOrderSearch, SearchSyntaxError, type SearchWhere} from '@karat/shared';
import {useMemo, useState} from 'react';
import {useUrlBackedText} from '@/lib/url-backed-text';

export type OrderSearchResult = {where: SearchWhere; error?: undefined} | {where?: undefined; error: string};

/** The shared search rule, with its syntax explanation as a value instead of an exception. */
export function readOrderSearch(text: string): OrderSearchResult {
  try {
    return {where: parseOrderSearch(text)};
  } catch (error) {
    if (error instanceof SearchSyntaxError) return {error: error.message};
    throw error;
  }
}

/** The list filter (URL parameter) holding the applied search, so Back from an order returns to the same list. */
export const SEARCH_PARAM = 'q';

export interface OrderSearch {
  /** What the box holds (not yet applied). */
  text: string;
  setText(text: string): void;
  /** Applies the box: true when it parsed; false (and `error` set, nothing applied) otherwise. */
  apply(): boolean;
  /** The applied search's where; null while the applied text does not parse (no request then). */
  where: SearchWhere | null;
  /** The explanation shown under the box. */
  error: string | null;
}

/**
 * The free search of the order lists (spec 01 §5 "Search syntax"): typing changes nothing; Enter
 * or Search applies the text when it parses, else the explanation shows and the list stays as it was.
 * `applied` is the list's search filter (in the URL), `onApply` sets it (and so the first page).
 */
export function useOrderSearch(applied: string, onApply: (text: string) => void): OrderSearch {
  // Back (or a link) to another search puts that search in the box.
  const {text, setText: setTextState, writes} = useUrlBackedText(applied);
  const [error, setError] = useState<string | null>(null);
  const appliedResult = useMemo(() => readOrderSearch(applied), [applied]);

  return {
    text,
    setText(next) {
      setTextState(next);
      setError(null);
    },
    apply() {
      const result = readOrderSearch(text);
      if (result.error !== undefined) {
        setError(result.error);
        return false;
      }
      setError(null);
      const value = text.trim();
      writes(value);
      onApply(value);
      return true;
    },
    where: appliedResult.where ?? null,
    error: error ?? appliedResult.error ?? null,
  };
}
