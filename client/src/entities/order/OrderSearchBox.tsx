import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type {FormEvent} from 'react';
import type {OrderSearch} from './search';

const HINT = 'Words match bar code, reference, address, zip and city; key:value, key:lt:value, key:gt:value (dates like 2020-01-22T15:15:30)';

/** The order lists' one free search box; Enter or Search applies it (spec 01 §5 "Search syntax"). */
export function OrderSearchBox({search}: {search: OrderSearch}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    search.apply();
  }
  return (
    <Box component="form" role="search" aria-label="Order search" onSubmit={submit} sx={{display: 'flex', gap: 1, alignItems: 'flex-start', flexGrow: 1}}>
      <TextField
        label="Search"
        size="small"
        value={search.text}
        onChange={event => search.setText(event.target.value)}
        error={Boolean(search.error)}
        helperText={search.error ?? HINT}
        sx={{flexGrow: 1, maxWidth: 720}}
        autoComplete="off"
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}
