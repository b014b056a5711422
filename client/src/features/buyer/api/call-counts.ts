// The buyer's call-list sizes for the sidebar (spec 02 "Sidebar menu": counts in brackets when known).
import {useQuery} from '@tanstack/react-query';
import {countCallsOptions, getMeOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {CallCounts} from '@/lib/sdk/types.gen';

/** Spec 02: buyer call counts refresh every 120 seconds. */
export const CALL_COUNTS_REFRESH_MS = 120_000;

export const WELCOME_CALLS_PATH = '/buyer/welcome-calls';
export const AFTER_CALLS_PATH = '/buyer/after-calls';

/** Count per menu path; a path is missing while its count is unknown. */
export type BuyerMenuCounts = Partial<Record<typeof WELCOME_CALLS_PATH | typeof AFTER_CALLS_PATH, number>>;

const known = (count: number | undefined) => (typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined);

/** The server's counts by menu path; -1 (the old system's "unknown") and missing values are left out. */
export function menuCounts(data: CallCounts | undefined): BuyerMenuCounts | undefined {
  if (!data) return undefined;
  const counts: BuyerMenuCounts = {};
  const welcome = known(data.welcomeCalls);
  const after = known(data.afterCalls);
  if (welcome !== undefined) counts[WELCOME_CALLS_PATH] = welcome;
  if (after !== undefined) counts[AFTER_CALLS_PATH] = after;
  return counts;
}

/** 'Welcome calls (3)' when the count is known, else the label as it is. */
export function labelWithCount(label: string, count: number | undefined): string {
  return count === undefined || count < 0 ? label : `${label} (${count})`;
}

/**
 * The counts for the sidebar, refreshed every 120 s; asked only for buyers (others get undefined).
 * A failed refresh shows no red notice (it repeats every two minutes) and the counts become unknown.
 */
export function useBuyerMenuCounts(): BuyerMenuCounts | undefined {
  const me = useQuery({...getMeOptions(), staleTime: 5 * 60_000});
  const counts = useQuery({
    ...countCallsOptions(),
    enabled: me.data?.buyer === true,
    refetchInterval: CALL_COUNTS_REFRESH_MS,
    meta: {silent: true},
  });
  if (me.data?.buyer !== true || counts.isError) return undefined;
  return menuCounts(counts.data);
}
