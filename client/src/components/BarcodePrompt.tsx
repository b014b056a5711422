import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {normalizeBarCode} from '@karat/shared';
import {useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import type {ScanOutcome} from './scan-sound';
import {TEXTS} from '@/lib/texts';

/** The last scan's result, shown under the field in its colour. */
export interface ScanResult {
  outcome: ScanOutcome;
  text: string;
}

const SEVERITY = {success: 'success', error: 'error', question: 'warning'} as const;

export interface BarcodePromptProps {
  title: string;
  /** The scanned code, trimmed and upper-cased (normalizeBarCode); never empty. */
  onSubmit(barCode: string): void;
  /** The field, for screens that give focus back to it (e.g. after a question is answered). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The last scan's result (green success, red error, amber question). */
  result?: ScanResult | null;
  /** Shown under the field (e.g. the list being built). */
  children?: ReactNode;
}

/** Scanner input (spec 01 §2 "General": the bar-code prompt): scanners type the code and press Enter; ready for the next scan at once. */
export function BarcodePrompt({title, onSubmit, inputRef, result, children}: BarcodePromptProps) {
  const [value, setValue] = useState('');
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;

  function submit(event: FormEvent) {
    event.preventDefault();
    const barCode = normalizeBarCode(value);
    setValue('');
    input.current?.focus();
    if (barCode) onSubmit(barCode);
  }

  return (
    <Paper component="form" onSubmit={submit} sx={{p: {xs: 2, sm: 3}, maxWidth: 480}}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>{TEXTS.scan.prompt}</Typography>
      <TextField
        label={TEXTS.scan.field}
        value={value}
        onChange={event => setValue(event.target.value)}
        inputRef={input}
        autoFocus
        fullWidth
        autoComplete="off"
      />
      {result && (
        <Alert severity={SEVERITY[result.outcome]} variant="filled" sx={{mt: 2}} data-scan-result={result.outcome} role="status">
          {result.text}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
