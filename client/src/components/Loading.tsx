import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {TEXTS} from '@/lib/texts';

export function Loading() {
  return (
    <Box role="status" sx={{display: 'flex', alignItems: 'center', gap: 2, p: 4}}>
      <CircularProgress size={28} />
      <Typography>{TEXTS.states.loading}</Typography>
    </Box>
  );
}
