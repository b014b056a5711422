import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type {FormEvent} from 'react';
import {useUrlBackedText} from '@/lib/url-backed-text';

/**
 * A list's search box (the desks' `q`: order number, client name or phone); Enter or Search applies
 * it, so a half-typed name asks nothing. `applied` is the list's filter in the URL: Back (or a link)
 * to another search puts that search in the box.
 */
export function ListSearchBox({
  applied,
  onApply,
  label = 'Search',
  helperText = 'Order number, client name or phone',
}: {
  applied: string;
  onApply(text: string): void;
  label?: string;
  helperText?: string;
}) {
  const {text, setText, writes} = useUrlBackedText(applied);
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    writes(value);
    onApply(value);
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="List search"
      onSubmit={submit}
      sx={{display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, maxWidth: '100%'}}
    >
      <TextField
        label={label}
        size="small"
        value={text}
        onChange={event => setText(event.target.value)}
        helperText={helperText}
        autoComplete="off"
        // Wide enough for a name and a phone on a desk, narrower on a phone (390 px): never past the window.
        sx={{width: 320, maxWidth: 'calc(100vw - 140px)'}}
        slotProps={{htmlInput: {maxLength: 200}}}
      />
      <Button type="submit" variant="outlined">
        Search
      </Button>
    </Box>
  );
}
