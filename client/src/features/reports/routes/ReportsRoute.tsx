import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {PageHeader} from '@/components/PageHeader';

const REPORTS = [
  {
    path: '/reports/valuated-orders',
    title: 'Valuated orders',
    text: 'Per user: orders valued and with gold in, sent out, sent out two weeks earlier and cancelled, and the gold-in shares.',
  },
  {
    path: '/reports/accepted-offers',
    title: 'Accepted offers',
    text: 'Per material: gross and net weight and products of the accepted deals; per user: deals and their offers.',
  },
];

/** Spec 02 §2 /reports: the two reports, each with what it shows. */
export function ReportsRoute() {
  return (
    <>
      <PageHeader title="Reports" />
      <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))'}}>
        {REPORTS.map(report => (
          <Card key={report.path} variant="outlined" component="section" aria-label={report.title}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {report.title}
              </Typography>
              <Typography color="text.secondary">{report.text}</Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={report.path} size="small" variant="outlined">
                Open
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </>
  );
}
