import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {TEAM_LABELS, type Team} from '@karat/shared';
import {ChartBars} from '@/components/chart-bars';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
import {useBuyerStats} from '../api/buyer';
import {commissionProgress, STAT_COLUMNS, STAT_FIGURES, statsChart, statValue} from '../components/stats';

/**
 * Spec 01 §7 "Order queries", the buyer's stats: out, in and cancelled for today and the month, for the buyer and the team;
 * in-count against the commission.
 */
export function StatsRoute() {
  const stats = useBuyerStats();
  if (stats.isPending) return <Loading />;
  if (stats.isError) return <PageHeader title="Stats" />;
  const data = stats.data;
  const progress = commissionProgress(data.month?.user?.in ?? 0, data.buyerCommission ?? 0);
  const chart = statsChart(data);
  return (
    <>
      <PageHeader title="Stats" />
      <Paper variant="outlined" sx={{p: 2, mb: 3, maxWidth: 800}}>
        <Typography id="commission-label" gutterBottom>
          In this month against your commission: <strong>{progress.text}</strong>
        </Typography>
        <LinearProgress variant="determinate" value={progress.percent} aria-labelledby="commission-label" sx={{height: 12, borderRadius: 1}} />
      </Paper>
      <Typography color="text.secondary" sx={{mb: 1}}>
        Team: {data.team ? (TEAM_LABELS[data.team as Team] ?? data.team) : 'none'}
      </Typography>
      <TableContainer component={Paper} sx={{maxWidth: 800, mb: 4}}>
        <Table size="small" aria-label="Stats">
          <TableHead>
            <TableRow>
              <TableCell />
              {STAT_COLUMNS.map(column => (
                <TableCell key={column.key} align="right">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {STAT_FIGURES.map(figure => (
              <TableRow key={figure.key}>
                <TableCell component="th" scope="row">
                  {figure.label}
                  <Typography variant="caption" color="text.secondary" sx={{display: 'block'}}>
                    {figure.counts}
                  </Typography>
                </TableCell>
                {STAT_COLUMNS.map(column => (
                  <TableCell key={column.key} align="right">
                    {statValue(data, column, figure.key)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <ChartBars title="Progress" series={chart.series} groups={chart.groups} />
      </Box>
    </>
  );
}
