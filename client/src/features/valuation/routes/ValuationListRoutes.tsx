import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {useParams} from 'react-router-dom';
import {ChartBars} from '@/components/chart-bars';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {ListSearchBox} from '@/components/ListSearchBox';
import {ErrorWithRetry} from '@/components/LoadError';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {revaluationListSource, useValuationStats, VALUATION_LIST_DEFAULTS, waitingListSource, type OrderWithRelations} from '../api/valuation';

const shared = orderColumns<OrderWithRelations>();
/** A valuation list's row opens the order's valuation page. */
const toOrder = (order: OrderWithRelations) => `/valuation/valuate/${order.id}`;
const columns: Column<OrderWithRelations>[] = [
  {...orderNumberColumn<OrderWithRelations>(toOrder), sortable: true},
  {...shared.client, sortable: true},
  {...shared.phone},
  {...shared.country, sortable: true},
];

/** /valuation/waiting-list: received, not yet valued, by order number; searched and sorted on the server, a row opens the order. */
export function WaitingListRoute() {
  const list = useServerList({defaults: VALUATION_LIST_DEFAULTS, ...waitingListSource});
  return (
    <ListPage
      title="Waiting list"
      filters={<ListSearchBox applied={list.state.filters.q} onApply={q => list.setFilters({q})} />}
      list={list}
      label="Orders waiting valuation"
      columns={columns}
      rowKey={o => o.id ?? 0}
      rowLink={toOrder}
      emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders are waiting'}
    />
  );
}

const REVALUATION_TITLES = {finnish: 'Re-valuation: Finnish', swedish: 'Re-valuation: Swedish', uk: 'Re-valuation: UK'} as const;
type RevaluationList = keyof typeof REVALUATION_TITLES;

/** /valuation/re-valuation/{finnish|swedish|uk}: orders returned to valuation, by order number. */
export function RevaluationListRoute() {
  const slug = useParams().list as RevaluationList;
  return REVALUATION_TITLES[slug] ? <RevaluationList key={slug} slug={slug} /> : <PageHeader title="Unknown re-valuation list" />;
}

function RevaluationList({slug}: {slug: RevaluationList}) {
  const list = useServerList({defaults: VALUATION_LIST_DEFAULTS, ...revaluationListSource(slug)});
  return (
    <ListPage
      title={REVALUATION_TITLES[slug]}
      filters={<ListSearchBox applied={list.state.filters.q} onApply={q => list.setFilters({q})} />}
      list={list}
      label="Orders returned to valuation"
      columns={columns}
      rowKey={o => o.id ?? 0}
      rowLink={toOrder}
      emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders are returned to valuation'}
    />
  );
}

const VALUED_TODAY = [{key: 'count', label: 'Orders valued today', color: 'primary.main'}];

/**
 * /valuation/stats: Today's valuation stats (name and count), the table with a bar per valuer beside
 * it so the day's shares compare at a glance.
 */
export function StatsRoute() {
  const stats = useValuationStats();
  return (
    <>
      <PageHeader title="Today's valuation stats" />
      {stats.isError ? (
        <ErrorWithRetry error={stats.error} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <Loading />
      ) : (
        <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start'}}>
          <Paper sx={{flex: '0 1 480px'}}>
            <Table size="small" aria-label="Today's valuation stats">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Count</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.data.map(row => (
                  <TableRow key={row.name}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
                {stats.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2}>No orders valuated today</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
          {stats.data.length > 0 && (
            <Box sx={{flex: '1 1 360px'}}>
              <ChartBars title="Valued today by valuer" series={VALUED_TODAY} groups={stats.data.map(row => ({label: row.name, values: {count: row.count}}))} />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
