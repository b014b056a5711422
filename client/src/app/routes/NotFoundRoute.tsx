import Typography from '@mui/material/Typography';

export function NotFoundRoute() {
  return (
    <Typography variant="h5" component="h1">
      Page not found
    </Typography>
  );
}
