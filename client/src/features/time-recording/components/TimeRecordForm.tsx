import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {TIME_RECORD_KIND_LABELS, TIME_RECORD_KINDS, timeRecordSchemaFor, type TimeRecordForm as TimeRecordBody} from '@karat/shared';
import {Form, Formik, useField} from 'formik';
import {useMemo, type ReactNode} from 'react';
import {savingSubmit} from '@/components/EditPage';
import {FormikNumberField, FormikTextField} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {timeRecordPayload, type TimeRecordValues} from './time-record-form';

/** Worked, sick leave or paid day off: one of them a day. */
function KindField() {
  const [field] = useField<string>('kind');
  return (
    <Box>
      <FormLabel id="time-record-kind">Day</FormLabel>
      <RadioGroup row aria-labelledby="time-record-kind" {...field}>
        {TIME_RECORD_KINDS.map(kind => (
          <FormControlLabel key={kind} value={kind} control={<Radio />} label={TIME_RECORD_KIND_LABELS[kind]} />
        ))}
      </RadioGroup>
    </Box>
  );
}

function HoursField() {
  const [kind] = useField<string>('kind');
  return <FormikNumberField name="hours" label="Hours" disabled={kind.value !== 'worked'} helperText="In quarter hours: 7.5 or 7,5" sx={{maxWidth: 220}} />;
}

/**
 * A day's record, new or edited, checked with the server's own schema on the business day `today`
 * (a year back; up to today, a paid day off up to 31 days ahead). Enter in a field saves.
 */
export function TimeRecordForm({
  label,
  today,
  initialValues,
  submitting,
  submitLabel,
  onSubmit,
  actions,
}: {
  label: string;
  today: string;
  initialValues: TimeRecordValues;
  submitting: boolean;
  submitLabel: string;
  onSubmit(payload: TimeRecordBody): Promise<unknown>;
  /** Beside the save button (Cancel, Delete). */
  actions?: ReactNode;
}) {
  const schema = useMemo(() => timeRecordSchemaFor(today), [today]);
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={toFormikValidate(schema, timeRecordPayload)}
      onSubmit={savingSubmit(values => schema.parse(timeRecordPayload(values)), onSubmit)}
    >
      <Form noValidate aria-label={label}>
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, maxWidth: 480}}>
          <FormikTextField name="date" label="Date" type="date" required slotProps={{inputLabel: {shrink: true}}} sx={{maxWidth: 220}} />
          <KindField />
          <HoursField />
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap', alignItems: 'center'}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
          {actions}
        </Box>
      </Form>
    </Formik>
  );
}
