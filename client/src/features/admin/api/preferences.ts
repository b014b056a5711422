// The only place the admin feature touches the SDK for member preferences.
import {chosenOrderColumns, ORDER_COLUMNS_PREFERENCE} from '@karat/shared';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {getPreferenceOptions, getPreferenceQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import {savePreference} from '@/lib/sdk/sdk.gen';

const path = {key: ORDER_COLUMNS_PREFERENCE};

/**
 * The admin order list's columns, kept per member on the server (so they follow the member to
 * other machines). undefined while loading; the defaults when nothing (valid) is stored or it fails.
 */
export function useOrderColumns() {
  const queryClient = useQueryClient();
  const stored = useQuery({...getPreferenceOptions({path}), staleTime: Infinity});
  const save = useMutation({
    mutationFn: async (columns: string[]) => {
      await savePreference({path, body: {value: columns}, throwOnError: true});
    },
    // The table follows the click at once; a failed save (red notice) falls back to what is stored.
    onMutate: columns => queryClient.setQueryData(getPreferenceQueryKey({path}), {value: columns}),
    onError: () => queryClient.invalidateQueries({queryKey: getPreferenceQueryKey({path})}),
  });
  const columns = stored.isPending ? undefined : chosenOrderColumns(stored.data?.value);
  return {columns, setColumns: (next: string[]) => save.mutate(next)};
}
