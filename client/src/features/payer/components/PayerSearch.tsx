import {ListSearchBox} from '@/components/ListSearchBox';
import {useLatestSearchParams} from '@/lib/latest-search-params';
import {readSort, sortParam, type Sort} from '@/lib/server-list';
import type {PayerSearch} from '../api/payer';

/**
 * The payer list's search and sort as the URL holds them (`?q=...&sort=-tellerDate`), so the global
 * search can open the list filtered to one order and Back returns to the same search.
 */
export function usePayerSearch() {
  const [params, updateParams] = useLatestSearchParams();
  const q = params.get('q') ?? '';
  const sort = readSort(params.get('sort'), undefined);
  const set = (name: string, value: string) =>
    updateParams(
      latest => {
        const next = new URLSearchParams(latest);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      {replace: true},
    );
  const query: PayerSearch = {...(q.trim() ? {q: q.trim()} : {}), ...(sort ? {sort: sortParam(sort)} : {})};
  return {
    q,
    sort,
    query,
    setSort: (next: Sort) => set('sort', sortParam(next)),
    box: <ListSearchBox applied={q} onApply={text => set('q', text)} />,
  };
}
