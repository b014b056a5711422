import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {formatGrams} from '@karat/shared';
import {useTellerStats} from '../api/teller';

/** The lists' right panel (spec 02 §2 "Teller"): Unvaluated counts of Finland and Sweden, approved and open grams of gold. */
export function TellerPanel() {
  const stats = useTellerStats();
  const value = (text: () => string) => (stats.isPending ? 'Loading...' : stats.isError ? 'Error' : text());
  return (
    <Paper variant="outlined" sx={{p: 2, minWidth: 220}} aria-label="Teller stats">
      <Stack spacing={1}>
        <Typography variant="subtitle2">Unvaluated</Typography>
        <Typography variant="body2">Finland: {value(() => String(stats.data!.unvalued.finland))}</Typography>
        <Typography variant="body2">Sweden: {value(() => String(stats.data!.unvalued.sweden))}</Typography>
        <Typography variant="subtitle2">Stats</Typography>
        <Typography variant="body2">Approved g/Au: {value(() => formatGrams(stats.data!.doneGoldWeight))}</Typography>
        <Typography variant="body2">Open g/Au: {value(() => formatGrams(stats.data!.undoneGoldWeight))}</Typography>
      </Stack>
    </Paper>
  );
}
