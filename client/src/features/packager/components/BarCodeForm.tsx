import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {barCodeProblem, normalizeBarCode} from '@karat/shared';
import {useState, type FormEvent} from 'react';

/** The UK flow: an order without a bar code gets one first (typed or scanned), checked with shared's rule. */
export function BarCodeForm({onAdd}: {onAdd(barCode: string): Promise<unknown>}) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [adding, setAdding] = useState(false);
  const problem = barCodeProblem(value);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || adding) return;
    setAdding(true);
    try {
      await onAdd(normalizeBarCode(value));
      setValue('');
      setTouched(false);
    } catch {
      // The screen shows the server's refusal as a red notice; the code stays for correcting.
    } finally {
      setAdding(false);
    }
  }
  return (
    <Paper sx={{p: 3, maxWidth: 480}} component="section" aria-labelledby="add-bar-code">
      <Typography variant="h6" component="h2" id="add-bar-code" gutterBottom>
        Add bar code
      </Typography>
      <form aria-label="Add bar code" noValidate onSubmit={submit}>
        <Stack direction="row" spacing={2} sx={{alignItems: 'flex-start'}}>
          <TextField
            label="Bar code"
            size="small"
            autoFocus
            value={value}
            onChange={event => setValue(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(problem)}
            helperText={touched ? problem : ' '}
            slotProps={{htmlInput: {autoComplete: 'off'}}}
          />
          <Button type="submit" variant="contained" disabled={adding}>
            {adding ? 'Adding...' : 'Add bar code'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
