import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {formatDay, formatHours, monthOf, TIME_RECORD_MESSAGES} from '@karat/shared';
import {keepPreviousData, useQuery} from '@tanstack/react-query';
import {useState} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {ChartBars} from '@/components/chart-bars';
import type {Column} from '@/components/DataTable';
import {ServerTable} from '@/components/ListPage';
import {PageHeader} from '@/components/PageHeader';
import {memberQueries} from '@/entities/member';
import {useLatestSearchParams} from '@/lib/latest-search-params';
import {useServerList, type Filters, type ServerList} from '@/lib/server-list';
import {
  EVERYONE_DEFAULTS,
  everyoneSource,
  OWN_MONTH_DEFAULTS,
  ownMonthSource,
  timeRecordQueries,
  useExportTimeRecords,
  type TimeRecord,
  type TimeRecordOfMember,
} from '../api/time-records';
import {daysAwayChart, hoursChart} from '../components/charts';
import {MonthBar} from '../components/MonthBar';
import {MemberTotalsTable, MonthTotals} from '../components/totals';
import {businessToday, dayText} from '../components/time-record-form';

const VIEW = 'view';
const EVERYONE = 'everyone';

const dateColumn: Column<TimeRecord> = {key: 'date', label: 'Date', render: r => formatDay(r.date)};
const dayColumn: Column<TimeRecord> = {key: 'day', label: 'Day', render: dayText};
const editColumn: Column<TimeRecord> = {
  key: 'actions',
  label: 'Actions',
  align: 'right',
  render: r => (
    <Button size="small" variant="outlined" component={RouterLink} to={`/time-recording/${r.id}/edit`} aria-label={`Edit ${formatDay(r.date)}`}>
      Edit
    </Button>
  ),
};
const memberColumn: Column<TimeRecordOfMember> = {key: 'member', label: 'Member', render: r => r.memberName};

/** A month's days, paged on the server. */
function DaysTable<F extends Filters, Row extends TimeRecord>({list, label, columns}: {list: ServerList<F, Row>; label: string; columns: Column<Row>[]}) {
  return (
    <ServerTable
      list={list}
      label={label}
      columns={columns}
      rowKey={r => r.id ?? 0}
      emptyText={TIME_RECORD_MESSAGES.noneFound}
      errorTitle={TIME_RECORD_MESSAGES.fetchFailed}
    />
  );
}

/** The month a list shows: the one in the URL, else this month. */
function useShownMonth(chosen: string) {
  const [thisMonth] = useState(() => monthOf(businessToday()));
  return chosen || thisMonth;
}

/**
 * /time-recording: the member's own month (the month in the URL), its days newest first with Edit,
 * and the month's totals; an admin also has everyone's month, with each member's totals as a table
 * and as bars, a member filter and the CSV.
 */
export function TimeRecordingRoute() {
  const me = useQuery(memberQueries.me());
  const [params, updateParams] = useLatestSearchParams();
  const isAdmin = me.data?.admin === true;
  const view = isAdmin && params.get(VIEW) === EVERYONE ? EVERYONE : 'own';
  // A new view starts on its first page, in the month shown.
  const showView = (next: string) =>
    updateParams(
      latest => {
        const kept = new URLSearchParams();
        const month = latest.get('month');
        if (month) kept.set('month', month);
        if (next === EVERYONE) kept.set(VIEW, EVERYONE);
        return kept;
      },
      {replace: true},
    );
  return (
    <>
      <PageHeader title="Time recording">
        <Button variant="contained" component={RouterLink} to="/time-recording/new">
          New record
        </Button>
      </PageHeader>
      {isAdmin && (
        <Tabs value={view} onChange={(_, next: string) => showView(next)} aria-label="Time recording views" sx={{mb: 2}}>
          <Tab value="own" label="My days" />
          <Tab value={EVERYONE} label="Everyone" />
        </Tabs>
      )}
      {view === EVERYONE ? <EveryoneMonth /> : <OwnMonth />}
    </>
  );
}

function OwnMonth() {
  const list = useServerList({defaults: OWN_MONTH_DEFAULTS, ...ownMonthSource});
  const month = useShownMonth(list.state.filters.month);
  // The page's query again (the same cache entry) for the month's totals beside the rows.
  const page = useQuery({...timeRecordQueries.own(list.state), placeholderData: keepPreviousData});
  return (
    <>
      <MonthBar month={month} onChange={next => list.setFilters({month: next})} />
      {page.data && <MonthTotals totals={page.data.totals} />}
      <DaysTable list={list} label="My days" columns={[dateColumn, dayColumn, editColumn]} />
    </>
  );
}

function EveryoneMonth() {
  const list = useServerList({defaults: EVERYONE_DEFAULTS, ...everyoneSource});
  const month = useShownMonth(list.state.filters.month);
  const overview = useQuery({...timeRecordQueries.everyone(list.state), placeholderData: keepPreviousData});
  const members = useQuery(memberQueries.list({fields: ['id', 'name'], order: ['name ASC']}));
  const exportCsv = useExportTimeRecords();
  const member = list.state.filters.member;
  return (
    <>
      <MonthBar month={month} onChange={next => list.setFilters({month: next})} />
      <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2}}>
        <TextField
          select
          size="small"
          label="Member"
          value={member}
          onChange={event => list.setFilters({member: event.target.value})}
          // 'All members' shows as the choice, not under the label.
          slotProps={{inputLabel: {shrink: true}, select: {displayEmpty: true}}}
          sx={{minWidth: 220}}
        >
          <MenuItem value="">All members</MenuItem>
          {members.data?.map(m => (
            <MenuItem key={m.id} value={String(m.id)}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate({month, member})}>
          Export CSV
        </Button>
      </Box>
      {overview.data && (
        <Box sx={{display: 'grid', gap: 3, mb: 3, gridTemplateColumns: {xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)'}, alignItems: 'start'}}>
          <MemberTotalsTable members={overview.data.members} totals={overview.data.totals} />
          <Box sx={{display: 'grid', gap: 3}}>
            <ChartBars title="Hours worked per member" {...hoursChart(overview.data.members)} format={formatHours} />
            <ChartBars title="Days away per member" {...daysAwayChart(overview.data.members)} />
          </Box>
        </Box>
      )}
      <DaysTable list={list} label="Everyone's days" columns={[dateColumn, memberColumn, dayColumn]} />
    </>
  );
}
