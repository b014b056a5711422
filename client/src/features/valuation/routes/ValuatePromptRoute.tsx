import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {useState} from 'react';
import {useNavigate} from 'react-router-dom';
import {BarcodePrompt, type ScanResult} from '@/components/BarcodePrompt';
import {errorMessage} from '@/lib/api-error';
import {lookupOrder, useValuationCounts} from '../api/valuation';

const COUNTERS = [
  ['waitingValuation', 'Waiting valuation'],
  ['waitingRevaluation', 'Waiting revaluation'],
  ['valuedToday', 'Valuated today'],
  ['mineToday', 'My valuated today'],
] as const;

/** /valuation/valuate: the bar-code prompt with its four counters (every 20 s); a valuable order opens its valuate page. */
export function ValuatePromptRoute() {
  const navigate = useNavigate();
  const counts = useValuationCounts();
  const [result, setResult] = useState<ScanResult | null>(null);

  async function submit(barCode: string) {
    try {
      const found = await lookupOrder(barCode);
      setResult(null);
      navigate(`/valuation/valuate/${found.orderId}`, {state: {isRevaluation: found.isRevaluation}});
    } catch (error) {
      setResult({outcome: 'error', text: errorMessage(error)});
    }
  }

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
      <BarcodePrompt title="Valuation" onSubmit={barCode => void submit(barCode)} result={result} />
      <Paper sx={{minWidth: 280}}>
        <Table size="small" aria-label="Valuation counters">
          <TableBody>
            {COUNTERS.map(([key, label]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell align="right" data-counter={key}>
                  {counts.isError ? 'Error' : (counts.data?.[key] ?? 'Loading...')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
