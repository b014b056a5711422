import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {monthLabel, shiftMonth} from '@karat/shared';

/** The month shown, with the previous and the next month a click away (the month lives in the URL). */
export function MonthBar({month, onChange}: {month: string; onChange(month: string): void}) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap'}}>
      <Button variant="outlined" size="small" onClick={() => onChange(shiftMonth(month, -1))}>
        Previous month
      </Button>
      <Typography variant="h6" component="h2" sx={{minWidth: 160, textAlign: 'center'}}>
        {monthLabel(month)}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => onChange(shiftMonth(month, 1))}>
        Next month
      </Button>
    </Box>
  );
}
