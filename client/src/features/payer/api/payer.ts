// The only place the payer feature touches the SDK.
import type {DeskRow} from '@/entities/order';
import {invalidateEvery} from '@/lib/query-keys';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import type {PAYER_LIST_FIELDS, PayerCountry, Team} from '@karat/shared';
import {useCommand} from '@/lib/command';
import {saveBlob} from '@/lib/download';
import {
  getPayerSettingsOptions,
  getPaymentFileOptions,
  getPaymentFileQueryKey,
  listPayableDonationsOptions,
  listPayableDonationsQueryKey,
  listPayableOrdersOptions,
  listPayableOrdersQueryKey,
  listPaymentFilesOptions,
  listPaymentFilesQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import {createPayment, downloadPaymentFile, markPaymentFileSent, registerPaymentReturn} from '@/lib/sdk/sdk.gen';
import type {OrderWithRelations, PaymentAnswer, PaymentFileShow, PaymentRequest, PaymentXml} from '@/lib/sdk/types.gen';

export type {OrderWithRelations, PaymentAnswer, PaymentXml};
/** A row of the payer's lists: what they show, the confirm question's and the order dialog's (shared's PAYER_LIST_FIELDS). */
export type PayableRow = DeskRow<(typeof PAYER_LIST_FIELDS)[number]>;
/** A returned payment of a batch's order, as the file's page shows it. */
export type PaymentReturn = PaymentFileShow['returns'][number];

/** A payer list shows up to this many orders at once: a whole batch is chosen on one page. */
export const PAYER_LIST_LIMIT = 1000;

/** The payable orders of a country, by order number (spec 02 §4 "Payment"). */
export function usePayableOrders(country: PayerCountry, search: PayerSearch = {}) {
  return useQuery(listPayableOrdersOptions({path: {country}, query: {limit: PAYER_LIST_LIMIT, ...search}}));
}

/** The payer lists' search (`q`: order number, client name or phone) and server sort (`-key` descending), as the URL holds them. */
export interface PayerSearch {
  q?: string;
  sort?: string;
}

/** The payable donations of a team; nothing is asked until a team is chosen. */
export function usePayableDonations(team: Team | '', search: PayerSearch = {}) {
  return useQuery({
    ...listPayableDonationsOptions({path: {team: (team || 'turku') as Team}, query: {limit: PAYER_LIST_LIMIT, ...search}}),
    enabled: team !== '',
  });
}

/** POST /Payments: one batch (its Idempotency-Key from useCommand: a retry answers the same batch). */
export function usePay() {
  const queryClient = useQueryClient();
  return useCommand({
    mutationFn: async (body: PaymentRequest, submission) => (await createPayment({body, ...submission, throwOnError: true})).data,
    onSettled: () => invalidateEvery(queryClient, listPayableOrdersQueryKey, listPayableDonationsQueryKey, listPaymentFilesQueryKey),
  });
}

export function usePaymentFiles() {
  return useQuery(listPaymentFilesOptions({query: {limit: 200}}));
}

export function usePaymentFile(id: number) {
  return useQuery(getPaymentFileOptions({path: {id}}));
}

/**
 * Fetches a stored batch file with the member's token and saves it under its name. A file already
 * downloaded is refused (409 ALREADY_DOWNLOADED, saying when and by whom) unless `again`: the
 * payer confirms a second download first, as a bank pays a file each time it is uploaded.
 */
export async function downloadPayment(file: Pick<PaymentXml, 'id' | 'name'>, again = false) {
  const {data} = await downloadPaymentFile({path: {id: file.id!}, query: again ? {again: true} : undefined, parseAs: 'blob', throwOnError: true});
  saveBlob(data as unknown as Blob, file.name);
}

/** The files list and a file's page show each batch's state: refreshed after a download or "sent". */
export function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => invalidateEvery(queryClient, listPaymentFilesQueryKey, getPaymentFileQueryKey);
}

/** POST /payer/files/{id}/sent: the payer uploaded the file to the bank. */
export function useMarkSent() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: async (id: number) => (await markPaymentFileSent({path: {id}, throwOnError: true})).data,
    onSettled: invalidate,
  });
}

/** POST /payer/returns: a payment the bank returned, with its reason. */
export function useRegisterReturn() {
  const queryClient = useQueryClient();
  // Registered once per order and batch (the server refuses a second): no Idempotency-Key needed.
  return useMutation({
    mutationFn: async (body: {orderId: number; reason: string}) => (await registerPaymentReturn({body, throwOnError: true})).data,
    onSettled: () => invalidateEvery(queryClient, getPaymentFileQueryKey, listPayableOrdersQueryKey),
  });
}

/** Whether files are made from demo accounts (a banner on every payer screen), and who pays the UK fee. */
export function usePayerSettings() {
  return useQuery({...getPayerSettingsOptions(), staleTime: 5 * 60_000});
}
