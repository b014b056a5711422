import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {PageHeader} from '@/components/PageHeader';

export const NOT_FOR_YOUR_ROLE = 'Not for your role';

/** What a member sees on a screen of an area their role flags do not give them. */
export function NotForYourRoleRoute({areaLabel}: {areaLabel: string}) {
  return (
    <>
      <PageHeader title={NOT_FOR_YOUR_ROLE} />
      <Typography sx={{mb: 2}}>This screen belongs to {areaLabel}, which your account does not have. The menu shows the screens you can use.</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Home
      </Button>
    </>
  );
}
