import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {PACKAGER_LANGUAGES, TEAM_LABELS, type Team} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import {ErrorWithRetry} from '@/components/LoadError';
import {PageHeader} from '@/components/PageHeader';
import {usePackagerStats} from '../api/packager';

/** Where each queue is packed: the UK flow has its own screen (bar code, client correction). */
export const packPath = (slug: string) => (slug === 'uk' ? '/packager/packager-system/uk' : `/packager/pack?language=${slug}`);

/** /packager: the language select with waiting and done-today counts, refreshed every 60 s (spec 02 §2 "Packager"). */
export function PackagerRoute() {
  const stats = usePackagerStats();
  const team = stats.data?.team;
  return (
    <>
      <PageHeader title="Packager" />
      <Typography sx={{mb: 2}} color="text.secondary">
        {stats.data ? (team ? `Orders of team ${TEAM_LABELS[team as Team] ?? team}` : 'Orders of every team') : ' '}
      </Typography>
      <Paper sx={{maxWidth: 640}}>
        {stats.isError ? (
          <ErrorWithRetry error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <Table aria-label="Packager queues">
            <TableHead>
              <TableRow>
                <TableCell>Language</TableCell>
                <TableCell align="right">Waiting</TableCell>
                <TableCell align="right">Done today</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {PACKAGER_LANGUAGES.map(({slug, label}) => {
                const queue = stats.data?.queues.find(q => q.slug === slug);
                return (
                  <TableRow key={slug}>
                    <TableCell>{label}</TableCell>
                    <TableCell align="right">{queue?.waiting ?? '…'}</TableCell>
                    <TableCell align="right">{queue?.doneToday ?? '…'}</TableCell>
                    <TableCell align="right">
                      <Button component={RouterLink} to={packPath(slug)} variant="contained" size="small" aria-label={`Pack ${label}`}>
                        Pack
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Paper>
    </>
  );
}
