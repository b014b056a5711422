import Typography from '@mui/material/Typography';
import {TEXTS} from '@/lib/texts';

export function NotFoundRoute() {
  return (
    <Typography variant="h5" component="h1">
      {TEXTS.pages.notFound}
    </Typography>
  );
}
