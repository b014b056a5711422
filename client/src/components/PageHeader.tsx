import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {ReactNode} from 'react';

export function PageHeader({title, children}: {title: ReactNode; children?: ReactNode}) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3}}>
      <Typography variant="h5" component="h1" sx={{flexGrow: 1}}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
