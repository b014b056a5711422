import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {MESSAGES, TEAMS, TEAM_LABELS} from '@karat/shared';
import {useParams} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {PageHeader} from '@/components/PageHeader';
import {orderColumns, orderNumberColumn, triesColumns} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {COLD_CASE_LIST_DEFAULTS, coldCaseListSource, type OrderWithRelations} from '../api/cold-cases';
import {COLD_CASE_LANGUAGE_LABELS, isLanguage} from '../components/languages';

/**
 * Cold cases of one language (spec 01 §2 "Buyer", §7 "Order queries"): not received, created more than 45 days ago; optional
 * team. Untried ones first, newest first, then the tried ones by last try, oldest first.
 */
export function ColdCasesRoute() {
  const {language} = useParams();
  if (!isLanguage(language)) return <PageHeader title={MESSAGES.unknownLanguage} />;
  return <ColdCaseList key={language} language={language} />;
}

const shared = orderColumns<OrderWithRelations>();
const tries = triesColumns<OrderWithRelations>(order => ({attempts: order.coldCallAttempts, lastTry: order.coldCallLastTry}));

function ColdCaseList({language}: {language: string}) {
  const list = useServerList({defaults: COLD_CASE_LIST_DEFAULTS, ...coldCaseListSource(language)});
  const columns: Column<OrderWithRelations>[] = [
    orderNumberColumn<OrderWithRelations>(order => `/cold-cases/${language}/${order.id}`),
    shared.client,
    shared.phone,
    shared.team,
    shared.createdAt,
    tries.attempts,
    tries.lastTry,
  ];
  return (
    <ListPage
      title={`Cold cases: ${COLD_CASE_LANGUAGE_LABELS[language as keyof typeof COLD_CASE_LANGUAGE_LABELS]}`}
      filters={
        <TextField
          select
          size="small"
          label="Team"
          value={list.state.filters.team}
          onChange={event => list.setFilters({team: event.target.value})}
          sx={{minWidth: 220}}
        >
          <MenuItem value="">All teams</MenuItem>
          {TEAMS.map(t => (
            <MenuItem key={t} value={t}>
              {TEAM_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      }
      list={list}
      label="Cold cases"
      columns={columns}
      rowKey={order => order.id ?? 0}
    />
  );
}
