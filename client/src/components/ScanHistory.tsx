import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {TEAM_LABELS} from '@karat/shared';
import {formatTime} from '@/lib/clock';
import {useScanHistory, type ScanHistoryStore} from './scan-history';
import type {ScanOutcome} from './scan-sound';
import {TEXTS} from '@/lib/texts';

/** Success green, error red, an open question amber: told apart at a glance (and by sound). */
export const SCAN_OUTCOME_COLOR: Record<ScanOutcome, 'success.main' | 'error.main' | 'warning.main'> = {
  success: 'success.main',
  error: 'error.main',
  question: 'warning.main',
};

const teamLabel = (team: string | null | undefined) => (team ? ((TEAM_LABELS as Record<string, string>)[team] ?? team) : '');

/** The scans of this tab on a scanner screen, newest first. */
export function ScanHistory({store, title = TEXTS.scan.history}: {store: ScanHistoryStore; title?: string}) {
  const entries = useScanHistory(store);
  return (
    // On a phone the table scrolls inside its box, never the page.
    <Paper sx={{p: {xs: 2, sm: 3}, flex: '1 1 640px', minWidth: 0, maxWidth: 960}} component="section" aria-labelledby="scan-history">
      <Typography variant="h6" component="h2" id="scan-history" gutterBottom>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.scan.noScans}</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{TEXTS.scan.time}</TableCell>
                  <TableCell>{TEXTS.scan.barCode}</TableCell>
                  <TableCell>{TEXTS.scan.order}</TableCell>
                  <TableCell>{TEXTS.scan.client}</TableCell>
                  <TableCell>{TEXTS.scan.team}</TableCell>
                  <TableCell>{TEXTS.scan.result}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map(entry => (
                  <TableRow
                    key={entry.id}
                    data-scan-outcome={entry.outcome}
                    sx={{borderLeft: 6, borderLeftColor: SCAN_OUTCOME_COLOR[entry.outcome], borderLeftStyle: 'solid'}}
                  >
                    <TableCell>{formatTime(entry.at)}</TableCell>
                    <TableCell>{entry.barCode}</TableCell>
                    <TableCell>{entry.orderNumber ?? ''}</TableCell>
                    <TableCell>{entry.client ?? ''}</TableCell>
                    <TableCell>{teamLabel(entry.team)}</TableCell>
                    <TableCell sx={{color: SCAN_OUTCOME_COLOR[entry.outcome], fontWeight: 'bold'}}>{entry.text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button size="small" sx={{mt: 1}} onClick={() => store.clear()}>
            {TEXTS.scan.clearHistory}
          </Button>
        </>
      )}
    </Paper>
  );
}
