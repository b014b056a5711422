import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {ACCEPTED_OFFER_MATERIAL_FIGURES, ACCEPTED_OFFER_USER_FIGURES, formatGrams, formatMoney, type Currency} from '@karat/shared';
import {ChartBars} from '@/components/chart-bars';
import {saveBlob} from '@/lib/download';
import {useAcceptedOffersReport, type AcceptedOffersReport} from '../api/reports';
import {FigureTable} from '../components/FigureTable';
import {acceptedMaterialsCsv, acceptedUsersCsv, csvName, TOTAL, userLabel} from '../components/report-data';
import {ReportPage, useReportRequest} from '../components/ReportPage';

const CURRENCY: Record<string, Currency> = {totalOffer: 'EUR', totalSekOffer: 'SEK', totalGbpOffer: 'GBP'};
const WEIGHTS = new Set(['grossWeight', 'netWeight']);

function formatFigure(value: unknown, key: string): string {
  if (value === null || value === undefined) return '–';
  if (WEIGHTS.has(key)) return formatGrams(value as number);
  if (CURRENCY[key]) return formatMoney(value as number, CURRENCY[key]);
  return String(value);
}

function materialRows(report: AcceptedOffersReport) {
  return [...report.materials.map(row => ({...row, label: row.material})), {...report.total, label: TOTAL, fineness: null}];
}

function userRows(report: AcceptedOffersReport) {
  return [...report.users.map(row => ({...row, label: userLabel(row)})), {...report.total, label: TOTAL}];
}

/** Spec 02 §2 /reports/accepted-offers: per material and per user, tables and a chart, with CSV export. */
export function AcceptedOffersRoute() {
  const {request, setRequest} = useReportRequest();
  const report = useAcceptedOffersReport(request);
  return (
    <ReportPage
      title="Accepted offers"
      request={request}
      onRequest={setRequest}
      query={report}
      actions={data => (
        <>
          <Button
            variant="outlined"
            onClick={() => saveBlob(new Blob([acceptedMaterialsCsv(data)], {type: 'text/csv'}), csvName('accepted-offers', request, 'materials'))}
          >
            Export materials CSV
          </Button>
          <Button
            variant="outlined"
            onClick={() => saveBlob(new Blob([acceptedUsersCsv(data)], {type: 'text/csv'}), csvName('accepted-offers', request, 'users'))}
          >
            Export users CSV
          </Button>
        </>
      )}
    >
      {data => (
        <Box sx={{display: 'grid', gap: 4}}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Materials
            </Typography>
            <FigureTable
              label="Materials"
              first="Material"
              figures={ACCEPTED_OFFER_MATERIAL_FIGURES}
              rows={materialRows(data)}
              extra={[{label: 'Fineness', render: row => (row.fineness == null ? '' : row.fineness.toFixed(3))}]}
              format={(row, key) => formatFigure(row[key as keyof typeof row], key)}
            />
          </Box>
          <ChartBars
            title="Gross and net weight per material"
            series={[
              {key: 'grossWeight', label: 'Gross (g)', color: '#ffcc80'},
              {key: 'netWeight', label: 'Net (g)', color: '#f9a825'},
            ]}
            groups={data.materials.map(row => ({label: row.material, values: {grossWeight: row.grossWeight, netWeight: row.netWeight}}))}
            format={value => formatGrams(value)}
          />
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <FigureTable
              label="Users"
              first="User"
              figures={ACCEPTED_OFFER_USER_FIGURES}
              rows={userRows(data)}
              format={(row, key) => formatFigure(row[key as keyof typeof row], key)}
            />
          </Box>
        </Box>
      )}
    </ReportPage>
  );
}
