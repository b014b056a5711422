import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {REPORT_MESSAGES, REPORT_YEARS_BACK, reportPeriodError, reportRequestSchema, TEAM_LABELS, TEAMS, type ReportRequest, type Team} from '@karat/shared';
import {Form, Formik} from 'formik';
import {DateTime} from 'luxon';
import {FormikSelect} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {toFormikValidate} from '@/lib/formik-zod';

interface PeriodValues {
  start: DateTime | null;
  end: DateTime | null;
  /** '' is every team. */
  team: string;
}

const iso = (value: DateTime | null) => (value?.isValid ? value.toUTC().toISO() : undefined);
const prepare = (values: PeriodValues) => ({start: iso(values.start), end: iso(values.end), ...(values.team ? {team: values.team} : {})});
const schemaErrors = toFormikValidate(reportRequestSchema, prepare);

/** The shared schema's texts, then the period rule (five years back, end after start) on the field it concerns. */
function validate(values: PeriodValues) {
  const errors = schemaErrors(values);
  if (Object.keys(errors).length > 0 || !values.start || !values.end) return errors;
  const problem = reportPeriodError(values.start.toJSDate(), values.end.toJSDate(), new Date());
  return problem ? {[problem === REPORT_MESSAGES.tooOld ? 'start' : 'end']: problem} : {};
}

/** The report's period and team; Show asks the server (the page keeps them in the URL). */
export function ReportPeriodForm({request, onSubmit}: {request: ReportRequest; onSubmit(request: ReportRequest): void}) {
  const initialValues: PeriodValues = {start: DateTime.fromISO(request.start), end: DateTime.fromISO(request.end), team: request.team ?? ''};
  return (
    <Formik initialValues={initialValues} enableReinitialize validate={validate} onSubmit={values => onSubmit(reportRequestSchema.parse(prepare(values)))}>
      <Form noValidate aria-label="Report period">
        <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3}}>
          <FormikDateTimeField name="start" label="Start" yearsBack={REPORT_YEARS_BACK} daysAhead={1} />
          <FormikDateTimeField name="end" label="End" yearsBack={REPORT_YEARS_BACK} daysAhead={1} />
          <FormikSelect name="team" label="Team" options={TEAMS as readonly Team[]} labels={TEAM_LABELS} empty="All teams" sx={{minWidth: 180}} />
          <Button type="submit" variant="contained" sx={{mt: 1}}>
            Show
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
