import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {isAppendedItems} from '@karat/shared';
import {keepPreviousData, useQuery, type QueryKey, type UseQueryOptions} from '@tanstack/react-query';
import {useMemo, useState} from 'react';
import {DataTable, type Column} from './DataTable';
import {dateColumn} from './DateCell';
import type {OrderHistoryEntry} from '@/lib/sdk/types.gen';

// A record's audit trail (who changed what, when): the order's and the complaint's history read the
// same entries from the server's one history query.

export type HistoryEntry = OrderHistoryEntry;
export interface HistoryPage {
  total?: number;
  entries?: HistoryEntry[];
}

/** What an audit action reads as on the history tab. */
const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  reopen: 'Reopened',
};
export const historyAction = (action: string) => ACTIONS[action] ?? action.replace(/[-_]/g, ' ').replace(/^./, c => c.toUpperCase());

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Fields the server keeps for itself (ids, timestamps, the search text): never worth a line. */
const KEPT_BY_SERVER = new Set(['id', 'createdAt', 'updatedAt', 'clientText']);

/**
 * "field: before → after" for each changed field the entry carries. A creation lists nothing: every
 * field is new, and the Details tab shows them.
 */
export function historyChanges(entry: Pick<HistoryEntry, 'action' | 'changedFields' | 'before' | 'after'>): string[] {
  if (entry.action === 'create') return [];
  return (entry.changedFields ?? [])
    .filter(field => !KEPT_BY_SERVER.has(field))
    .map(field => {
      const after: unknown = entry.after?.[field];
      // A list the command only added to (a call's try) carries the added items alone.
      if (isAppendedItems(after)) return `${field}: + ${after.appended.map(shown).join(', ')}`;
      return `${field}: ${shown(entry.before?.[field])} → ${shown(after)}`;
    });
}

const EDITS = new Set(['update', 'edit']);

/** The history's columns: who and what as columns, or (a record that tells its story) one sentence per line. */
function historyColumns(sentence?: (entry: HistoryEntry) => string): Column<HistoryEntry>[] {
  const changes = (entry: HistoryEntry) => (
    <Box component="ul" sx={{m: 0, pl: 2}}>
      {historyChanges(entry).map(change => (
        <li key={change}>{change}</li>
      ))}
    </Box>
  );
  const when = dateColumn<HistoryEntry>('createdAt', 'When', entry => entry.createdAt);
  const reason: Column<HistoryEntry> = {key: 'reason', label: 'Reason', render: entry => entry.reason ?? ''};
  if (sentence) {
    return [
      when,
      {
        key: 'what',
        label: 'What happened',
        render: entry => (
          <>
            {sentence(entry)}
            {/* An edit lists its fields; every other command's sentence says it all. */}
            {EDITS.has(entry.action ?? '') && changes(entry)}
          </>
        ),
      },
      reason,
    ];
  }
  return [
    when,
    {key: 'member', label: 'Who', render: entry => entry.memberName ?? (entry.memberId ? `#${entry.memberId}` : 'System')},
    {key: 'action', label: 'What', render: entry => historyAction(entry.action ?? '')},
    {key: 'changes', label: 'Changes', render: changes},
    reason,
  ];
}

/** One record's history (the query of a page by limit and skip), newest first, paged on the server. */
export function AuditHistory<K extends QueryKey>({
  query,
  sentence,
}: {
  query(limit: number, skip: number): UseQueryOptions<HistoryPage, Error, HistoryPage, K>;
  /** Each line as one sentence (the order's history); unset: who, what and the changed fields. */
  sentence?(entry: HistoryEntry): string;
}) {
  const columns = useMemo(() => historyColumns(sentence), [sentence]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const history = useQuery({...query(pageSize, page * pageSize), placeholderData: keepPreviousData});
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <DataTable
        label="History"
        columns={columns}
        rows={history.data?.entries}
        rowKey={entry => entry.id ?? 0}
        loading={history.isPending}
        message={history.isError ? 'Could not load the history' : undefined}
        emptyText="No changes recorded"
        count={history.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={size => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </>
  );
}
