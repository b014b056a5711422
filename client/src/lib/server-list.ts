import {skipToken, useQuery, type DefaultError, type QueryKey, type UseQueryOptions} from '@tanstack/react-query';
import {useEffect, useMemo, useState, type ChangeEvent} from 'react';
import {useLatestSearchParams} from './latest-search-params';
import {useUrlBackedText} from './url-backed-text';
import {useDebouncedValue} from './use-debounced-value';

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

/** A list's filters as the URL holds them: text by name ('' = not filtered). */
export type Filters = Record<string, string>;

export interface ListDefaults<F extends Filters> {
  filters: F;
  sort?: Sort;
  pageSize?: number;
}

/** What one page of a server list asks for. */
export interface ListState<F extends Filters> {
  filters: F;
  sort: Sort | undefined;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

// The list's own URL parameters; every other one is a filter named in the defaults.
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';

/** `-createdAt` is createdAt descending, `orderNumber` ascending (the JSON:API spelling). */
export function sortParam(sort: Sort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

export function readSort(text: string | null, fallback: Sort | undefined): Sort | undefined {
  if (!text) return fallback;
  return text.startsWith('-') ? {key: text.slice(1), direction: 'desc'} : {key: text, direction: 'asc'};
}

/** The list state in these URL parameters; anything missing or unreadable is the default. */
export function readListState<F extends Filters>(params: URLSearchParams, defaults: ListDefaults<F>): ListState<F> {
  const filters = Object.fromEntries(Object.entries(defaults.filters).map(([name, value]) => [name, params.get(name) ?? value])) as F;
  const pageSize = Number(params.get(SIZE));
  const page = Number(params.get(PAGE));
  return {
    filters,
    sort: readSort(params.get(SORT), defaults.sort),
    // The URL counts pages from 1, as people do.
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
  };
}

/** The URL parameters of a list state: only what differs from the defaults, so a plain link is the first page. */
export function writeListState<F extends Filters>(previous: URLSearchParams, state: ListState<F>, defaults: ListDefaults<F>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const put = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(name) : next.set(name, value));
  for (const [name, fallback] of Object.entries(defaults.filters)) put(name, state.filters[name] ?? fallback, fallback);
  put(SORT, state.sort ? sortParam(state.sort) : '', defaults.sort ? sortParam(defaults.sort) : '');
  put(PAGE, String(state.page + 1), '1');
  put(SIZE, String(state.pageSize), String(defaults.pageSize ?? DEFAULT_PAGE_SIZE));
  return next;
}

/**
 * What makes a list a different list: its filters and sort. Paging and the page size keep the
 * identity, so the rows on screen stay while the next page loads; a new identity never shows them.
 */
export function listIdentity(state: ListState<Filters>): string {
  return JSON.stringify([state.filters, state.sort ?? null]);
}

const IDENTITY = 'listIdentity';

type Options<TData, TKey extends QueryKey> = UseQueryOptions<TData, DefaultError, TData, TKey>;

export interface ServerListConfig<F extends Filters, Row, TPage, TPageKey extends QueryKey, TCount, TCountKey extends QueryKey> {
  defaults: ListDefaults<F>;
  /** The query of one page (the SDK's options); `enabled: false` asks nothing (e.g. a search that does not parse). */
  page(state: ListState<F>): Options<TPage, TPageKey>;
  rows(page: TPage): Row[];
  /** The total when the page answer carries it ({orders, total}). */
  total?(page: TPage): number;
  /** A separate count query (LoopBack's /count): its key has no paging, so paging does not count again. */
  count?(state: ListState<F>): Options<TCount, TCountKey>;
  countOf?(count: TCount): number;
}

export type ServerListStatus = 'loading' | 'error' | 'idle' | 'ready';

export interface ServerList<F extends Filters, Row> {
  state: ListState<F>;
  /** The rows of the current state; undefined while a new list loads or after an error (never stale rows). */
  rows: Row[] | undefined;
  total: number;
  status: ServerListStatus;
  /** A (re)load is running, also while the previous page's rows stay on screen. */
  fetching: boolean;
  error: unknown;
  retry(): void;
  setFilters(filters: Partial<F>): void;
  setSort(sort: Sort): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

/**
 * One server-paged list whose filters, sort, page and page size live in the URL (Back returns to
 * the same page and filter). A new filter or sort starts again at the first page and shows loading,
 * not the rows of the old query; paging keeps the rows until the next page is there.
 */
export function useServerList<F extends Filters, Row, TPage, TPageKey extends QueryKey, TCount = never, TCountKey extends QueryKey = QueryKey>(
  config: ServerListConfig<F, Row, TPage, TPageKey, TCount, TCountKey>,
): ServerList<F, Row> {
  // The defaults of the first render hold for the life of the list (e.g. a date window from today).
  const [defaults] = useState(config.defaults);
  const [params, updateParams] = useLatestSearchParams();
  const state = useMemo(() => readListState(params, defaults), [params, defaults]);
  const identity = listIdentity(state);

  // Paging keeps the previous rows only while they belong to the same list (the query's meta says which).
  const keepSameList = <T>(previous: T | undefined, previousQuery: {meta?: Record<string, unknown>} | undefined) =>
    previousQuery?.meta?.[IDENTITY] === identity ? previous : undefined;

  const pageOptions = config.page(state);
  const page = useQuery<TPage, DefaultError, TPage, TPageKey>({
    ...pageOptions,
    meta: {...pageOptions.meta, [IDENTITY]: identity},
    placeholderData: keepSameList,
  });
  const countOptions = config.count?.(state);
  const count = useQuery<TCount, DefaultError, TCount, TCountKey>({
    // Hooks cannot be conditional: without a count query this one stays disabled (skipToken: it has nothing to fetch).
    ...(countOptions ?? ({queryKey: ['server-list', 'no-count'] as unknown as TCountKey, queryFn: skipToken} as Options<TCount, TCountKey>)),
    enabled: countOptions !== undefined && countOptions.enabled !== false,
    meta: {...countOptions?.meta, [IDENTITY]: identity},
    placeholderData: keepSameList,
  });

  const enabled = pageOptions.enabled !== false;
  const failed = page.isError ? page : count.isError ? count : null;
  const rows = !enabled || page.isError || page.data === undefined ? undefined : config.rows(page.data);
  const total = page.data !== undefined && config.total ? config.total(page.data) : count.data !== undefined && config.countOf ? config.countOf(count.data) : 0;
  const status: ServerListStatus = !enabled ? 'idle' : failed ? 'error' : rows === undefined ? 'loading' : 'ready';

  // The setters stay the same functions (effects may depend on them); each builds on the latest URL, also one not shown yet.
  const setters = useMemo(() => {
    const write = (change: (current: ListState<F>) => ListState<F>) =>
      // replace: the list's entry in the history holds its latest state, so Back from a row returns to it.
      updateParams(latest => writeListState(latest, change(readListState(latest, defaults)), defaults), {replace: true});
    return {
      setFilters: (filters: Partial<F>) => write(current => ({...current, filters: {...current.filters, ...filters}, page: 0})),
      setSort: (sort: Sort) => write(current => ({...current, sort, page: 0})),
      setPage: (next: number) => write(current => ({...current, page: next})),
      setPageSize: (pageSize: number) => write(current => ({...current, pageSize, page: 0})),
    };
  }, [defaults, updateParams]);

  return {
    state,
    rows,
    total,
    status,
    fetching: page.isFetching || count.isFetching,
    error: failed?.error ?? null,
    retry: () => {
      if (page.isError) void page.refetch();
      if (count.isError) void count.refetch();
    },
    ...setters,
  };
}

/** How long typing pauses before a text filter asks the server. */
export const FILTER_TEXT_PAUSE_MS = 300;

/**
 * A text filter typed into a box: the box answers at once, the URL (and so the query) follows once
 * typing pauses; a URL changed elsewhere (Back, a link) puts its text back in the box.
 */
export function useFilterText<F extends Filters>(
  list: Pick<ServerList<F, unknown>, 'state' | 'setFilters'>,
  name: keyof F & string,
  ms = FILTER_TEXT_PAUSE_MS,
) {
  const {text, setText, writes} = useUrlBackedText(list.state.filters[name] ?? '');
  const debounced = useDebouncedValue(text, ms);
  const setFilters = list.setFilters;

  // Only a pause in typing writes: a URL changed elsewhere must not be overwritten by the old text.
  useEffect(() => {
    if (writes(debounced)) setFilters({[name]: debounced} as Partial<F>);
  }, [debounced, name, setFilters, writes]);

  return {
    size: 'small' as const,
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.target.value),
  };
}

/** LoopBack's limit and skip of the state's page. */
export function pageOf(state: Pick<ListState<Filters>, 'page' | 'pageSize'>) {
  return {limit: state.pageSize, skip: state.page * state.pageSize};
}

/** LoopBack's order of a sort ('createdAt DESC'), then `tieBreak` so equal values page stably. */
export function loopbackOrder(sort: Sort | undefined, fallback: string[], tieBreak = 'id DESC'): string[] {
  if (!sort) return fallback;
  return [`${sort.key} ${sort.direction.toUpperCase()}`, tieBreak];
}

/** The query of a server list that searches (`q`) and sorts on the server: its page, its search and its sort (`-key` descending), each only when set. */
export function searchPageOf(state: ListState<Filters>) {
  const q = state.filters.q?.trim();
  return {...pageOf(state), ...(q ? {q} : {}), ...(state.sort ? {sort: sortParam(state.sort)} : {})};
}
