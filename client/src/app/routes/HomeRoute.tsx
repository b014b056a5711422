import {PRINTING_ROLES, visibleMenu, type MenuArea} from '@karat/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {useQuery} from '@tanstack/react-query';
import {Link as RouterLink} from 'react-router-dom';
import {useCurrentMember} from '@/features/auth';
import {getTodayCountsOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import type {TodayCounts} from '@/lib/sdk/types.gen';
import {homeFigures} from './home-figures';
import {TEXTS} from '@/lib/texts';

/** The counts refresh while the home screen is open (staff come back to it between tasks). */
export const HOME_REFRESH_MS = 60_000;

/**
 * A home per role: for each area of the member's menu, today's queue counts
 * and shortcuts to the area's screens, instead of a welcome line.
 */
export function HomeRoute() {
  const {data: member} = useCurrentMember();
  const counts = useQuery({...getTodayCountsOptions(), refetchInterval: HOME_REFRESH_MS});
  const areas = member ? visibleMenu(member).filter(area => area.key !== 'home' && area.key !== 'logout') : [];
  return (
    <>
      <Typography variant="h4" component="h1" sx={{mb: 3}}>
        {TEXTS.home.welcome(member?.name)}
      </Typography>
      {/* Every member has the areas of everyone (time recording); a role with none of its own is told so. */}
      {member && areas.every(area => area.role === null) && <Typography color="text.secondary">{TEXTS.home.noScreens}</Typography>}
      <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))'}}>
        {areas.map(area => (
          <AreaCard key={area.key} area={area} counts={counts.data} loading={counts.isPending} failed={counts.isError} />
        ))}
        {member && PRINTING_ROLES.some(role => member[role] === true) && <PrintingCard />}
      </Box>
    </>
  );
}

/** The workstation's printers, for every member who prints. */
function PrintingCard() {
  return (
    <Card variant="outlined" component="section" aria-label="Printing">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Printing
        </Typography>
        <Typography color="text.secondary">The label and A4 printers of this computer, through QZ Tray.</Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/printing" size="small" variant="outlined">
          Printer settings
        </Button>
      </CardActions>
    </Card>
  );
}

function AreaCard({area, counts, loading, failed}: {area: MenuArea; counts?: TodayCounts; loading: boolean; failed: boolean}) {
  const figures = homeFigures(area.key, counts);
  return (
    <Card variant="outlined" component="section" aria-label={area.label}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {area.label}
        </Typography>
        {figures.length > 0 && (
          <Box component="dl" sx={{m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2}}>
            {figures.map(figure => (
              <Box key={figure.label} sx={{display: 'contents'}}>
                <Typography component="dt" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" sx={{m: 0, fontWeight: 600, textAlign: 'right'}}>
                  {loading ? '…' : failed ? '–' : figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{flexWrap: 'wrap', gap: 1}}>
        {area.links.map(link => (
          <Button key={link.path} component={RouterLink} to={link.path} size="small" variant="outlined" sx={{ml: '0 !important'}}>
            {link.label}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
