import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  TEAMS,
  TEAM_LABELS,
  adminOrderSchema,
  ORDER_FORM_FLAGS,
  ORDER_FORM_MESSAGES,
  type AdminOrderForm,
  type OrderFormFlag,
  type OrderFormMessage,
} from '@karat/shared';
import {Form, Formik} from 'formik';
import {DateTime} from 'luxon';
import {Link as RouterLink} from 'react-router-dom';
import {savingSubmit} from '@/components/EditPage';
import {FormikCheckbox, FormikTextField, FormikSelect} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {emptyField} from '@/lib/payload';
import type {OrderWithRelations} from '@/entities/order';

const TEXT_FIELDS = ['country', 'language', 'team', 'barCode', 'address', 'zip', 'city', 'closeReason', ...ORDER_FORM_MESSAGES] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type OrderFormValues = Record<TextField, string> & {welcomeCall: DateTime | null; dueDate: DateTime | null} & Record<OrderFormFlag, boolean>;

// Only the order's origin is a box here: its lifecycle changes through Close... and Reopen....
const FLAG_LABELS: Record<OrderFormFlag, string> = {
  isWebOrder: 'Web order',
};

const MESSAGE_LABELS: Record<OrderFormMessage, string> = {
  generalMessage: 'General message',
  packagerMessageFromBuyer: 'Message to packager',
  valuationMessageFromBuyer: 'Message to valuation',
  tellerMessageFromBuyer: 'Message to teller',
  customerServiceComment: 'Customer service comment',
};

const toDateTime = (value: string | null | undefined) => (value ? DateTime.fromISO(value) : null);

export function orderFormValues(order: OrderWithRelations): OrderFormValues {
  const record = order as Record<string, unknown>;
  const text = Object.fromEntries(TEXT_FIELDS.map(key => [key, typeof record[key] === 'string' ? record[key] : ''])) as Record<TextField, string>;
  const flags = Object.fromEntries(ORDER_FORM_FLAGS.map(flag => [flag, record[flag] === true])) as Record<OrderFormFlag, boolean>;
  return {...text, ...flags, welcomeCall: toDateTime(order.welcomeCall), dueDate: toDateTime(order.dueDate)};
}

/** Inputs -> PATCH body candidate: dates as UTC ISO, emptied optional texts cleared only if they had a value. */
function toPayload(values: OrderFormValues, initial: OrderFormValues) {
  const payload: Record<string, unknown> = {
    country: values.country || undefined,
    language: values.language || undefined,
    welcomeCall: values.welcomeCall?.toUTC().toISO() ?? undefined,
    dueDate: values.dueDate?.toUTC().toISO() ?? undefined,
  };
  for (const key of ['team', 'barCode', 'address', 'zip', 'city', 'closeReason', ...ORDER_FORM_MESSAGES] as const) {
    payload[key] = values[key] || emptyField(initial[key]);
  }
  for (const flag of ORDER_FORM_FLAGS) payload[flag] = values[flag];
  return payload;
}

export function OrderForm({
  initialValues,
  submitting,
  onSubmit,
}: {
  initialValues: OrderFormValues;
  submitting: boolean;
  onSubmit(payload: AdminOrderForm): Promise<unknown> | void;
}) {
  const prepare = (values: OrderFormValues) => toPayload(values, initialValues);
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={toFormikValidate(adminOrderSchema, prepare)}
      onSubmit={savingSubmit(values => adminOrderSchema.parse(prepare(values)), onSubmit)}
    >
      <Form noValidate aria-label="Edit order">
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr 1fr'}, maxWidth: 1000}}>
          <FormikSelect name="country" label="Country" required options={COUNTRIES} labels={COUNTRY_LABELS} />
          <FormikSelect name="language" label="Language" required options={LANGUAGES} labels={LANGUAGE_LABELS} />
          <FormikSelect name="team" label="Team" options={TEAMS} labels={TEAM_LABELS} empty="None" />
          <FormikTextField name="barCode" label="Bar code" />
          <FormikDateTimeField name="welcomeCall" label="Welcome call" yearsBack={2} />
          <FormikDateTimeField name="dueDate" label="Due date" yearsBack={2} />
          <FormikTextField name="address" label="Address" />
          <FormikTextField name="zip" label="Zip" />
          <FormikTextField name="city" label="City" />
          <FormikTextField name="closeReason" label="Close reason" sx={{gridColumn: {md: 'span 3'}}} />
          {ORDER_FORM_MESSAGES.map(key => (
            <FormikTextField key={key} name={key} label={MESSAGE_LABELS[key]} multiline minRows={2} sx={{gridColumn: {md: 'span 3'}}} />
          ))}
        </Box>
        <Box component="fieldset" sx={{border: 0, p: 0, mt: 2}}>
          <FormLabel component="legend">Origin</FormLabel>
          <FormGroup row>
            {ORDER_FORM_FLAGS.map(flag => (
              <FormikCheckbox key={flag} name={flag} label={FLAG_LABELS[flag]} />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            Save
          </Button>
          <Button component={RouterLink} to="/admin/orders">
            Back to orders
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
