import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {Link as RouterLink, useLocation, useNavigate} from 'react-router-dom';
import {TEXTS} from '@/lib/texts';

/**
 * An address the app has no screen for (a mistyped or old link): says which, and offers the way
 * back and home, so nobody is left at a dead end. Ctrl-K still finds an order from here.
 */
export function NotFoundRoute() {
  const {pathname} = useLocation();
  const navigate = useNavigate();
  return (
    <Paper sx={{p: 4, maxWidth: 640}}>
      <Typography variant="h5" component="h1" gutterBottom>
        {TEXTS.pages.notFound}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        There is no screen at <Box component="code">{pathname}</Box>. The link may be old or mistyped. The menu on the left has every screen of your roles, and
        Ctrl-K finds an order by its number, client or phone.
      </Typography>
      <Box sx={{display: 'flex', gap: 2, mt: 3}}>
        <Button variant="contained" component={RouterLink} to="/">
          Home
        </Button>
        <Button onClick={() => navigate(-1)}>Back</Button>
      </Box>
    </Paper>
  );
}
