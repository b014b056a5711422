import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {PageHeader} from '@/components/PageHeader';
import {TEXTS} from '@/lib/texts';

export const NOT_FOR_YOUR_ROLE = TEXTS.pages.notForYourRole;

/** What a member sees on a screen of an area their role flags do not give them. */
export function NotForYourRoleRoute({areaLabel}: {areaLabel: string}) {
  return (
    <>
      <PageHeader title={NOT_FOR_YOUR_ROLE} />
      <Typography sx={{mb: 2}}>{TEXTS.pages.belongsTo(areaLabel)}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {TEXTS.home.home}
      </Button>
    </>
  );
}
