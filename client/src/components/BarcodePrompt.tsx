import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';

export interface BarcodePromptProps {
  title: string;
  onSubmit(barCode: string): void;
  /** The field, for screens that give focus back to it (e.g. after a dialog). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Shown under the field (e.g. the list being built). */
  children?: ReactNode;
}

/** Scanner input (spec 01 §2): scanners type the code and press Enter; ready for the next scan at once. */
export function BarcodePrompt({title, onSubmit, inputRef, children}: BarcodePromptProps) {
  const [value, setValue] = useState('');
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;

  function submit(event: FormEvent) {
    event.preventDefault();
    const barCode = value.trim();
    setValue('');
    input.current?.focus();
    if (barCode) onSubmit(barCode);
  }

  return (
    <Paper component="form" onSubmit={submit} sx={{p: 3, maxWidth: 480}}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>Scan bar code</Typography>
      <TextField label="Bar Code" value={value} onChange={event => setValue(event.target.value)} inputRef={input} autoFocus fullWidth autoComplete="off" />
      {children}
    </Paper>
  );
}
