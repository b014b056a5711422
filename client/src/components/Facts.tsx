import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {isValidElement, type ReactNode} from 'react';

/** A titled box of a show page's column (the teller's and the bursar's order pages). */
export function Section({title, children}: {title: string; children: ReactNode}) {
  return (
    <Paper variant="outlined" sx={{p: 2, mb: 2}}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One labelled value (an element, e.g. a DateCell, as it is); nothing shown for null or undefined. */
export function Fact({label, value}: {label: string; value: unknown}) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {value === null || value === undefined ? '' : isValidElement(value) ? value : String(value)}
    </Typography>
  );
}
