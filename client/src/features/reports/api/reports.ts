// The only place the reports feature touches the SDK.
import type {ReportRequest} from '@karat/shared';
import {queryOptions, useQuery} from '@tanstack/react-query';
import {reportAcceptedOffers, reportValuatedOrders} from '@/lib/sdk/sdk.gen';
import type {AcceptedOffersReport, ValuatedOrdersReport} from '@/lib/sdk/types.gen';

export type {AcceptedOffersReport, ValuatedOrdersReport};
export type ReportName = 'valuated-orders' | 'accepted-offers';

/** The reports are POSTs (the API contract's shape), which the SDK offers as mutations: their queries and keys are made here. */
export const reportKeys = {
  all: () => ['reports'] as const,
  report: (name: ReportName, request: ReportRequest) => [...reportKeys.all(), name, request] as const,
};

export const reportQueries = {
  valuatedOrders: (body: ReportRequest) =>
    queryOptions({
      queryKey: reportKeys.report('valuated-orders', body),
      queryFn: async ({signal}): Promise<ValuatedOrdersReport> => (await reportValuatedOrders({body, signal, throwOnError: true})).data,
    }),
  acceptedOffers: (body: ReportRequest) =>
    queryOptions({
      queryKey: reportKeys.report('accepted-offers', body),
      queryFn: async ({signal}): Promise<AcceptedOffersReport> => (await reportAcceptedOffers({body, signal, throwOnError: true})).data,
    }),
};

/** A report's answer; the page shows a failure itself (spec 02 §8 "Reports": failures show the error). */
export function useValuatedOrdersReport(request: ReportRequest) {
  return useQuery({...reportQueries.valuatedOrders(request), meta: {silent: true}, retry: false});
}

export function useAcceptedOffersReport(request: ReportRequest) {
  return useQuery({...reportQueries.acceptedOffers(request), meta: {silent: true}, retry: false});
}
