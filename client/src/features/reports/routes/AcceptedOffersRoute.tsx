import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {ACCEPTED_OFFER_MATERIAL_FIGURES, ACCEPTED_OFFER_USER_FIGURES, formatGrams, formatMoney, type Currency} from '@karat/shared';
import {ChartBars} from '@/components/chart-bars';
import {useAcceptedOffersReport} from '../api/reports';
import {FigureTable} from '../components/FigureTable';
import {acceptedMaterialRows, acceptedMaterialsCsv, acceptedUserRows, acceptedUsersCsv, csvName} from '../components/report-data';
import {CsvButton} from '../components/CsvButton';
import {ReportPage, useReportRequest} from '../components/ReportPage';

const CURRENCY: Record<string, Currency> = {totalOffer: 'EUR', totalSekOffer: 'SEK', totalGbpOffer: 'GBP'};
const WEIGHTS = new Set(['grossWeight', 'netWeight']);

function formatFigure(value: unknown, key: string): string {
  if (value === null || value === undefined) return '–';
  if (WEIGHTS.has(key)) return formatGrams(value as number);
  if (CURRENCY[key]) return formatMoney(value as number, CURRENCY[key]);
  return String(value);
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
          <CsvButton label="Export materials CSV" csv={() => acceptedMaterialsCsv(data)} filename={csvName('accepted-offers', request, 'materials')} />
          <CsvButton label="Export users CSV" csv={() => acceptedUsersCsv(data)} filename={csvName('accepted-offers', request, 'users')} />
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
              rows={acceptedMaterialRows(data)}
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
              rows={acceptedUserRows(data)}
              format={(row, key) => formatFigure(row[key as keyof typeof row], key)}
            />
          </Box>
        </Box>
      )}
    </ReportPage>
  );
}
