// The member entity: queries, keys and cells of staff members, for every feature.
export {
  invalidateMembers,
  MEMBER_LIST_DEFAULTS,
  memberId,
  memberKeys,
  memberListSource,
  memberQueries,
  memberWhere,
  useActiveBuyers,
  useCallers,
  callerLabel,
  type Caller,
  type Member,
  type MemberId,
  type MemberListFilters,
} from './api';
export {memberRoles, memberTeam} from './cells';
