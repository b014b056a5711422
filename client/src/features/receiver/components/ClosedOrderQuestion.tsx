import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useId} from 'react';

export interface ClosedOrderQuestionProps {
  barCode: string;
  text: string;
  onReopen(): void;
  onCancel(): void;
}

/**
 * The closed-order question of the receive scan (spec 01 §4 "Receive scan" step 3), asked WITHOUT a
 * modal dialog. Design decision (scanner safety): a hand-held scanner types the next
 * parcel's characters and Enter into whatever has the focus, so a modal dialog with a focused
 * default button would take the next parcel's Enter as "yes", reopen the closed order and lose the
 * next parcel. A scanner station instead keeps the Bar Code field focused the whole time and shows the
 * question as a non-modal panel beside it: nothing here is ever focused by default, Enter never
 * answers it (no submit button, no autoFocus, outside the scan form), further scans are received as
 * usual while it waits, and the closed order stays closed until someone clicks "Reopen and receive"
 * with the mouse (or answers "Cancel"). Several closed scans simply wait side by side.
 */
export function ClosedOrderQuestion({barCode, text, onReopen, onCancel}: ClosedOrderQuestionProps) {
  const titleId = useId();
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-bar-code={barCode}
      sx={{p: 2, border: 2, borderColor: 'warning.main', bgcolor: 'warning.light', color: 'warning.contrastText', maxWidth: 480}}
    >
      <Typography variant="h6" component="h2" id={titleId}>
        Closed order {barCode}
      </Typography>
      <Typography sx={{my: 1}}>{text}</Typography>
      <Stack direction="row" spacing={2} sx={{justifyContent: 'flex-end'}}>
        {/* type="button" and no autoFocus: Enter from the scanner can never press these. */}
        <Button type="button" color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" variant="contained" color="warning" onClick={onReopen}>
          Reopen and receive
        </Button>
      </Stack>
    </Paper>
  );
}
