// The only place the admin feature touches the SDK for the Swedish police reports.
import {useQuery} from '@tanstack/react-query';
import {listGoodsOnHoldOptions, listPoliceReportWeeksOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {getPoliceReportLink} from '@/lib/sdk/sdk.gen';
import type {GoodsOnHoldPage, PoliceReportWeek} from '@/lib/sdk/types.gen';
import {pageOf, type ListState} from '@/lib/server-list';

export type {PoliceReportWeek};

/** The last three ISO weeks with their purchases overall, per region and unmapped. */
export function usePoliceReportWeeks() {
  return useQuery(listPoliceReportWeeksOptions());
}

/** A week's report (one region, 'unmapped', or all) through a link signed for this session, valid 5 minutes. */
export async function policeReportLink(year: number, week: number, region?: string): Promise<string> {
  return (await getPoliceReportLink({path: {year, week}, query: region ? {region} : undefined, throwOnError: true})).data.url;
}

export const GOODS_ON_HOLD_DEFAULTS = {filters: {} as Record<string, string>, pageSize: 25};

/** The goods still held, the soonest released first. */
export const goodsOnHoldSource = {
  page: (state: ListState<Record<string, string>>) => listGoodsOnHoldOptions({query: pageOf(state)}),
  rows: (page: GoodsOnHoldPage) => page.rows,
  total: (page: GoodsOnHoldPage) => page.total,
};
