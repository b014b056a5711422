import Box from '@mui/material/Box';
import {VALUATED_ORDER_FIGURES} from '@karat/shared';
import {ChartBars} from '@/components/chart-bars';
import {useValuatedOrdersReport} from '../api/reports';
import {FigureTable} from '../components/FigureTable';
import {csvName, valuatedCsv, valuatedRows} from '../components/report-data';
import {ReportPage, useReportRequest} from '../components/ReportPage';
import {CsvButton} from '../components/CsvButton';

const PERCENT_KEYS = new Set(['auInPercent', 'auInOut2WPercent']);
const formatValue = (value: unknown, key: string) => (value === null || value === undefined ? '–' : PERCENT_KEYS.has(key) ? `${value} %` : String(value));

// The chart compares the counts; the shares are in the table.
const CHART_SERIES = [
  {key: 'outCount', label: 'Out', color: '#90caf9'},
  {key: 'out2WCount', label: 'Out 2 weeks earlier', color: '#1565c0'},
  {key: 'totalCount', label: 'Valued', color: '#a5d6a7'},
  {key: 'auCount', label: 'Gold in', color: '#f9a825'},
  {key: 'cancelledCount', label: 'Cancelled', color: '#e57373'},
];

/** Spec 02 §2 /reports/valuated-orders: per user and in total, a table and a chart, with CSV export. */
export function ValuatedOrdersRoute() {
  const {request, setRequest} = useReportRequest();
  const report = useValuatedOrdersReport(request);
  return (
    <ReportPage
      title="Valuated orders"
      request={request}
      onRequest={setRequest}
      query={report}
      actions={data => <CsvButton csv={() => valuatedCsv(data)} filename={csvName('valuated-orders', request)} />}
    >
      {data => {
        const rows = valuatedRows(data);
        return (
          <Box sx={{display: 'grid', gap: 4}}>
            <FigureTable
              label="Valuated orders"
              first="User"
              figures={VALUATED_ORDER_FIGURES}
              rows={rows}
              format={(row, key) => formatValue(row[key as keyof typeof row], key)}
            />
            <ChartBars
              title="Out, valued, gold in and cancelled per user"
              series={CHART_SERIES}
              groups={rows
                .slice(0, -1)
                .map(row => ({label: row.label, values: Object.fromEntries(CHART_SERIES.map(s => [s.key, row[s.key as keyof typeof row] as number]))}))}
            />
          </Box>
        );
      }}
    </ReportPage>
  );
}
