import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {ReactNode} from 'react';

/** A read-only list of label: value pairs. */
export function Details({label, items}: {label: string; items: [string, ReactNode][]}) {
  return (
    <Box component="dl" aria-label={label} sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0}}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{display: 'contents'}}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{m: 0}}>
            {value === '' || value === null || value === undefined ? '–' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
