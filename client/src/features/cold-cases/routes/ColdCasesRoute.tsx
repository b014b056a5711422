import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {MESSAGES, TEAMS, TEAM_LABELS} from '@karat/shared';
import {useState} from 'react';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {PageHeader} from '@/components/PageHeader';
import {formatWithRelative} from '@/lib/dates';
import {useColdCases, type OrderWithRelations} from '../api/cold-cases';
import {COLD_CASE_LANGUAGE_LABELS, isLanguage} from '../components/languages';

/** Cold cases of one language (spec 01 §2, §7): not received, created more than 45 days ago; optional team. */
export function ColdCasesRoute() {
  const {language} = useParams();
  if (!isLanguage(language)) return <PageHeader title={MESSAGES.unknownLanguage} />;
  return <ColdCaseList key={language} language={language} />;
}

function ColdCaseList({language}: {language: string}) {
  const [team, setTeam] = useState('');
  const paging = usePaging(25);
  const list = useColdCases({language, team, page: paging.page, pageSize: paging.pageSize});
  const columns: Column<OrderWithRelations>[] = [
    {
      key: 'orderNumber',
      label: 'Order number',
      render: order => (
        <Link component={RouterLink} to={`/cold-cases/${language}/${order.id}`}>
          {order.orderNumber ?? order.id}
        </Link>
      ),
    },
    {key: 'client', label: 'Client', render: order => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ')},
    {key: 'phone', label: 'Phone', render: order => order.client?.phone ?? ''},
    {key: 'team', label: 'Team', render: order => (order.team ? TEAM_LABELS[order.team] : '')},
    {key: 'createdAt', label: 'Created', render: order => formatWithRelative(order.createdAt)},
    {key: 'latestColdCall', label: 'Latest cold call', render: order => formatWithRelative(order.latestColdCall)},
  ];
  return (
    <>
      <PageHeader title={`Cold cases: ${COLD_CASE_LANGUAGE_LABELS[language as keyof typeof COLD_CASE_LANGUAGE_LABELS]}`} />
      <Box sx={{mb: 2}}>
        <TextField
          select
          size="small"
          label="Team"
          value={team}
          onChange={event => {
            setTeam(event.target.value);
            paging.reset();
          }}
          sx={{minWidth: 220}}
        >
          <MenuItem value="">All teams</MenuItem>
          {TEAMS.map(t => (
            <MenuItem key={t} value={t}>
              {TEAM_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label="Cold cases"
        columns={columns}
        rows={list.data?.orders ?? (list.isPending ? [] : undefined)}
        rowKey={order => order.id ?? 0}
        loading={list.isFetching}
        count={list.data?.total ?? 0}
        {...paging.table}
      />
    </>
  );
}
