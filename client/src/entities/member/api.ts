// The member entity over the generated SDK: the /Members queries and their keys, for every feature.
import {containsPattern} from '@karat/shared';
import {useQuery, type QueryClient} from '@tanstack/react-query';
import {jsonQuery} from '@/lib/api-client';
import {pathId} from '@/lib/api-id';
import {pageOf, type ListState} from '@/lib/server-list';
import {
  countMembersOptions,
  countMembersQueryKey,
  getMeOptions,
  getMemberOptions,
  getMemberQueryKey,
  listMembersOptions,
  listMembersQueryKey,
} from '@/lib/sdk/@tanstack/react-query.gen';
import type {GetMemberData, ListMembersData, Member} from '@/lib/sdk/types.gen';

export type {Member};
export type MemberId = GetMemberData['path']['id'];
type MemberFilter = NonNullable<NonNullable<ListMembersData['query']>['filter']>;
type MemberWhere = NonNullable<MemberFilter['where']>;

export const memberId = (id: string) => pathId<MemberId>(id);

/** Members change rarely: the signed-in member and the caller lists are kept for 5 minutes. */
const MEMBERS_STALE_MS = 5 * 60_000;

export const memberQueries = {
  list: (filter: MemberFilter) => listMembersOptions({query: {filter}}),
  count: (where: MemberWhere) => countMembersOptions({query: {where}, ...jsonQuery}),
  detail: (id: string) => getMemberOptions({path: {id: memberId(id)}}),
  me: () => ({...getMeOptions(), staleTime: MEMBERS_STALE_MS}),
  /**
   * Everyone who calls: buyers and cold callers, deactivated ones too (their orders still have to
   * be found, reported and moved), active first, each group by name.
   */
  callers: () => ({
    ...listMembersOptions({
      query: {
        filter: {
          where: {or: [{buyer: true}, {isColdCaller: true}]},
          fields: ['id', 'name', 'isActive', 'buyer', 'isColdCaller'],
          order: ['isActive DESC', 'name ASC'],
        },
      },
    }),
    staleTime: MEMBERS_STALE_MS,
  }),
  /**
   * Active buyers by name (callers: the server takes no one else), with team and preferred country:
   * an order for a client outside the caller's market is asked about first.
   */
  activeBuyers: () => ({
    ...listMembersOptions({query: {filter: {where: {buyer: true, isActive: true}, fields: ['id', 'name', 'team', 'preferCountry'], order: ['name ASC']}}}),
    staleTime: MEMBERS_STALE_MS,
  }),
};

export const memberKeys = {
  lists: () => listMembersQueryKey(),
  counts: () => countMembersQueryKey(),
  detail: (id: MemberId) => getMemberQueryKey({path: {id}}),
};

/** After a write: the lists, the count and (when given) the one member. */
export function invalidateMembers(queryClient: QueryClient, id?: MemberId) {
  return Promise.all([
    queryClient.invalidateQueries({queryKey: memberKeys.lists()}),
    queryClient.invalidateQueries({queryKey: memberKeys.counts()}),
    id === undefined ? undefined : queryClient.invalidateQueries({queryKey: memberKeys.detail(id)}),
  ]);
}

export function useActiveBuyers(enabled = true) {
  return useQuery({...memberQueries.activeBuyers(), enabled});
}

/** A member the caller choosers offer. */
export interface Caller {
  id: number;
  name: string;
  isActive: boolean;
  isColdCaller: boolean;
  isBuyer: boolean;
}

export function useCallers() {
  return useQuery({
    ...memberQueries.callers(),
    select: (members): Caller[] =>
      members.map(member => ({
        id: member.id!,
        name: member.name ?? '',
        isActive: member.isActive === true,
        isColdCaller: member.isColdCaller === true,
        isBuyer: member.buyer === true,
      })),
  });
}

/** How a chooser names a caller: cold callers and deactivated members are marked. */
export function callerLabel(caller: Pick<Caller, 'name' | 'isActive' | 'isColdCaller'>): string {
  const marks = [caller.isColdCaller && 'cold caller', !caller.isActive && 'deactivated'].filter(Boolean);
  return marks.length ? `${caller.name} (${marks.join(', ')})` : caller.name;
}

/** The member list's filters: a name part and 'Show active' ('1' on, '0' off; on by default). */
export type MemberListFilters = {name: string; active: string};
export const MEMBER_LIST_DEFAULTS = {filters: {name: '', active: '1'} as MemberListFilters, pageSize: 25};

export function memberWhere({name, active}: MemberListFilters): MemberWhere {
  const where: Record<string, unknown> = {};
  if (name.trim()) where.name = {ilike: containsPattern(name.trim())};
  if (active !== '0') where.isActive = true;
  return where as MemberWhere;
}

/** One page of members by name and the total, both filtered on the server. */
export const memberListSource = {
  page: (state: ListState<MemberListFilters>) => memberQueries.list({where: memberWhere(state.filters), order: ['name ASC'], ...pageOf(state)}),
  rows: (rows: Member[]) => rows,
  count: (state: ListState<MemberListFilters>) => memberQueries.count(memberWhere(state.filters)),
  countOf: (answer: {count?: number}) => answer.count ?? 0,
};
