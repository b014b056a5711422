import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_CATEGORY_NAMES,
  COMPLAINT_FILED_BY,
  COMPLAINT_FILED_BY_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  complaintCreateSchema,
  complaintEditSchema,
  complaintSubcategoryLabel,
  type ComplaintCategory,
} from '@karat/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {Form, Formik, useField, useFormikContext} from 'formik';
import type {ReactNode} from 'react';
import {savingSubmit} from '@/components/EditPage';
import {FormikSelect, FormikTextField} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {createPayload, editPayload, withCategory, type ComplaintFormValues} from './complaint-form';

// Complaints are about the past (a parcel lost months ago) and due weeks ahead: wider than the
// pickers' default of yesterday to 60 days.
const PAST_YEARS = 2;
const DUE_DAYS_AHEAD = 365;

/** Spec 02 §5: the category resets the subcategory to its first; the subcategory offers the category's own. */
function ReasonFields() {
  const {values, setValues, submitCount} = useFormikContext<ComplaintFormValues>();
  const [field, meta] = useField<string>('reasonCategory');
  const categoryError = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const subcategories = (COMPLAINT_CATEGORIES[values.reasonCategory as ComplaintCategory] ?? []) as readonly string[];
  return (
    <>
      <TextField
        id="field-reasonCategory"
        name={field.name}
        label="Reason category"
        select
        required
        value={field.value}
        onBlur={field.onBlur}
        onChange={event => void setValues(withCategory(values, event.target.value))}
        error={Boolean(categoryError)}
        helperText={categoryError}
      >
        {COMPLAINT_CATEGORY_NAMES.map(category => (
          <MenuItem key={category} value={category}>
            {COMPLAINT_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <FormikTextField name="reasonSubcategory" label="Reason subcategory" select required>
        {subcategories.map(subcategory => (
          <MenuItem key={subcategory} value={subcategory}>
            {complaintSubcategoryLabel(subcategory)}
          </MenuItem>
        ))}
      </FormikTextField>
    </>
  );
}

/**
 * The create and the edit form of a complaint, validated by the server's own schemas. Create asks
 * for the client and order numbers; edit keeps them as registered and adds the logistics fields.
 */
export function ComplaintForm({
  mode,
  initialValues,
  submitting,
  onSubmit,
  actions,
}: {
  mode: 'create' | 'edit';
  initialValues: ComplaintFormValues;
  submitting: boolean;
  onSubmit(payload: ReturnType<typeof createPayload> | ReturnType<typeof editPayload>): Promise<unknown>;
  /** Beside Save (Cancel, Close order). */
  actions?: ReactNode;
}) {
  const schema = mode === 'create' ? complaintCreateSchema : complaintEditSchema;
  const prepare = mode === 'create' ? createPayload : editPayload;
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={toFormikValidate(schema, prepare)}
      onSubmit={savingSubmit(values => schema.parse(prepare(values)), onSubmit)}
    >
      <Form noValidate aria-label={mode === 'create' ? 'New complaint' : 'Complaint'}>
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}, maxWidth: 900}}>
          <FormikSelect name="status" label="Status" required options={COMPLAINT_STATUSES} labels={COMPLAINT_STATUS_LABELS} />
          <FormikSelect name="complaintFiledBy" label="Filed by" required options={COMPLAINT_FILED_BY} labels={COMPLAINT_FILED_BY_LABELS} />
          <ReasonFields />
          <FormikDateTimeField name="complaintDate" label="Complaint date" yearsBack={PAST_YEARS} daysAhead={1} />
          <FormikDateTimeField name="dueDate" label="Due date" yearsBack={mode === 'edit' ? PAST_YEARS : undefined} daysAhead={DUE_DAYS_AHEAD} />
          {mode === 'create' && (
            <>
              <FormikTextField name="clientNumber" label="Client number" slotProps={{htmlInput: {inputMode: 'numeric', autoComplete: 'off'}}} />
              <FormikTextField name="orderNumber" label="Order number" slotProps={{htmlInput: {inputMode: 'numeric', autoComplete: 'off'}}} />
            </>
          )}
          <Box sx={{gridColumn: '1 / -1', display: 'grid', gap: 2}}>
            <FormikTextField name="complaintInfo" label="Complaint information" required multiline minRows={4} />
            <FormikTextField name="reasonOtherText" label="Other reason" multiline minRows={1} />
          </Box>
          {mode === 'edit' && (
            <>
              <FormikTextField name="logisticsLastSeenLocation" label="Last seen location" />
              <FormikDateTimeField name="logisticsLastSeenDate" label="Last seen date" yearsBack={PAST_YEARS} daysAhead={1} />
            </>
          )}
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap', alignItems: 'center'}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {mode === 'create' ? 'Create complaint' : 'Save'}
          </Button>
          {actions}
        </Box>
      </Form>
    </Formik>
  );
}
