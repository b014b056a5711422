import {MANAGER_YEARS_BACK} from '@karat/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {ChartBars} from '@/components/chart-bars';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
import {toFormikValidate} from '@/lib/formik-zod';
import {useCallers, useManagerReport, type ReportSearch} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {defaultRange, reportPayload, reportSchema, type ReportValues} from '../components/forms';
import {formatFigure, reportChart, reportRows, reportScopes} from '../components/report';

const validate = toFormikValidate(reportSchema, reportPayload);

/** Spec 01 §7 "Order queries", the manager report: the twelve figures for a member and the member's team, as a table and a chart. */
export function ReportRoute() {
  const initialValues = useMemo<ReportValues>(() => ({...defaultRange(), callerId: ''}), []);
  const [search, setSearch] = useState<ReportSearch | null>(null);
  const report = useManagerReport(search);
  const callers = useCallers();
  const memberName = callers.data?.find(member => member.id === search?.userId)?.name ?? 'Member';
  const scopes = reportScopes(report.data, memberName);

  return (
    <>
      <PageHeader title="Report" />
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={values => {
          const {startDate, endDate, callerId} = reportPayload(values);
          setSearch({start: startDate!, end: endDate!, userId: callerId!});
        }}
      >
        <Form noValidate aria-label="Report search">
          <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3}}>
            <FormikDateTimeField name="startDate" label="Start date" yearsBack={MANAGER_YEARS_BACK} />
            <FormikDateTimeField name="endDate" label="End date" yearsBack={MANAGER_YEARS_BACK} />
            <CallerField name="callerId" label="Caller" required />
            <Button type="submit" variant="contained" sx={{mt: 1}}>
              Show
            </Button>
          </Box>
        </Form>
      </Formik>
      {search && report.isPending && <Loading />}
      {search && report.data && (
        <Box sx={{display: 'grid', gap: 4, gridTemplateColumns: {xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)'}, alignItems: 'start'}}>
          <TableContainer component={Paper}>
            <Table size="small" aria-label="Report">
              <TableHead>
                <TableRow>
                  <TableCell>Figure</TableCell>
                  {scopes.map(scope => (
                    <TableCell key={scope.key} align="right">
                      {scope.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {reportRows(report.data).map(row => (
                  <TableRow key={row.key}>
                    <TableCell component="th" scope="row">
                      {row.label}
                      <Typography variant="caption" color="text.secondary" sx={{display: 'block'}}>
                        {row.counts}
                      </Typography>
                    </TableCell>
                    {scopes.map(scope => (
                      <TableCell key={scope.key} align="right">
                        {formatFigure(row[scope.key], row.key)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ChartBars
            title={scopes.length > 2 ? 'Member, team and location' : 'Member and team'}
            {...reportChart(report.data, memberName)}
            scale="group"
            format={formatFigure}
          />
        </Box>
      )}
    </>
  );
}
