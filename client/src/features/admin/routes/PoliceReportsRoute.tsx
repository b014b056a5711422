import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {formatMoney, POLICE_REGION_LABELS, POLICE_REGIONS} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {dateColumn} from '@/components/DateCell';
import {ServerTable} from '@/components/ListPage';
import {ErrorWithRetry} from '@/components/LoadError';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {formatDateTime} from '@/lib/dates';
import {useServerList} from '@/lib/server-list';
import {GOODS_ON_HOLD_DEFAULTS, goodsOnHoldSource, policeReportLink, usePoliceReportWeeks, type PoliceReportWeek} from '../api/police-reports';
import type {GoodsOnHold} from '@/lib/sdk/types.gen';

const UNMAPPED = 'unmapped';
const day = (iso: string | undefined) => (iso ? formatDateTime(iso).split(' ')[0] : '');

/** A cell of the weeks' table: the purchases and their PDF. */
function ReportCell({week, region, count, label}: {week: PoliceReportWeek; region?: string; count: number; label: string}) {
  const notify = useNotify();
  const open = async () => {
    // The tab opens on the click (a browser allows no later one); the signed link follows.
    const tab = window.open('', '_blank');
    try {
      const url = await policeReportLink(week.year, week.week, region);
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      notify.error(errorMessage(error));
    }
  };
  return (
    <TableCell align="right">
      <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1}}>
        <span>{count}</span>
        <Button size="small" variant="outlined" onClick={() => void open()} aria-label={`PDF of week ${week.week}/${week.year}, ${label}`}>
          PDF
        </Button>
      </Box>
    </TableCell>
  );
}

const holdColumns: Column<GoodsOnHold>[] = [
  {key: 'purchaseNoteNumber', label: 'Note', render: r => r.purchaseNoteNumber},
  {key: 'sellerName', label: 'Seller', render: r => r.sellerName},
  dateColumn<GoodsOnHold>('purchasedAt', 'Bought', r => r.purchasedAt),
  dateColumn<GoodsOnHold>('holdUntil', 'Held until', r => r.holdUntil),
  {key: 'region', label: 'Region', render: r => (r.region ? (POLICE_REGION_LABELS[r.region as keyof typeof POLICE_REGION_LABELS] ?? r.region) : 'Unmapped')},
  {key: 'items', label: 'Items', align: 'right', render: r => r.items},
  {key: 'price', label: 'Price', align: 'right', render: r => formatMoney(r.price, 'SEK')},
];

/**
 * Spec 02 §2 /admin/police-reports: the last three ISO weeks (Swedish time) of Swedish purchases,
 * overall and per police region, each as the police's PDF; purchases whose postal code is in no
 * region are listed apart, never dropped. Below, the goods still on their month's hold.
 */
export function PoliceReportsRoute() {
  const weeks = usePoliceReportWeeks();
  const held = useServerList({defaults: GOODS_ON_HOLD_DEFAULTS, ...goodsOnHoldSource});
  return (
    <>
      <PageHeader title="Police reports (Sweden)" />
      {weeks.isPending ? (
        <Loading />
      ) : weeks.isError ? (
        <ErrorWithRetry error={weeks.error} onRetry={() => void weeks.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{mb: 4}}>
          <Table size="small" aria-label="Police report weeks">
            <TableHead>
              <TableRow>
                <TableCell>Week</TableCell>
                <TableCell align="right">All regions</TableCell>
                {POLICE_REGIONS.map(region => (
                  <TableCell key={region} align="right">
                    {POLICE_REGION_LABELS[region]}
                  </TableCell>
                ))}
                <TableCell align="right">Unmapped</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.data.map(week => (
                <TableRow key={`${week.year}-${week.week}`}>
                  <TableCell component="th" scope="row">
                    Week {week.week}/{week.year}
                    <Typography variant="caption" color="text.secondary" sx={{display: 'block'}}>
                      {day(week.start)}–{day(week.end ? new Date(new Date(week.end).getTime() - 1).toISOString() : undefined)}
                    </Typography>
                  </TableCell>
                  <ReportCell week={week} count={week.count} label="all regions" />
                  {week.regions.map(region => (
                    <ReportCell key={region.region} week={week} region={region.region} count={region.count} label={region.label} />
                  ))}
                  <ReportCell week={week} region={UNMAPPED} count={week.unmapped.count ?? 0} label="unmapped postal codes" />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        Goods on hold
      </Typography>
      <Typography color="text.secondary" sx={{mb: 1}}>
        Swedish purchases are kept one month after receipt before they are handed on or melted.
      </Typography>
      <ServerTable list={held} label="Goods on hold" columns={holdColumns} rowKey={r => r.orderId ?? 0} emptyText="Nothing is on hold" />
    </>
  );
}
