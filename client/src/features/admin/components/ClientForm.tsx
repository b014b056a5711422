import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {clientSchema, COUNTRIES, COUNTRY_LABELS, GENDERS, LANGUAGES, LANGUAGE_LABELS, type ClientForm as ClientPayload} from '@karat/shared';
import {Form, Formik} from 'formik';
import {Link as RouterLink} from 'react-router-dom';
import {savingSubmit} from '@/components/EditPage';
import {FormikNumberField, FormikTextField, FormikSelect} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {emptyField, numberOf, numberText} from '@/lib/payload';
import type {Client} from '../api/clients';

const TEXT_FIELDS = ['firstName', 'lastName', 'address', 'zip', 'city', 'country', 'language', 'phone', 'gender', 'email', 'iban'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type ClientFormValues = Record<TextField, string> & {birthYear: string};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {unknown: 'Unknown', male: 'Male', female: 'Female'};

export function clientFormValues(client: Client): ClientFormValues {
  const record = client as Record<string, unknown>;
  const text = Object.fromEntries(TEXT_FIELDS.map(key => [key, typeof record[key] === 'string' ? record[key] : ''])) as Record<TextField, string>;
  return {...text, birthYear: numberText(client.birthYear)};
}

function toPayload(values: ClientFormValues, initial: ClientFormValues) {
  return {
    ...values,
    country: values.country || undefined,
    language: values.language || undefined,
    gender: values.gender || undefined,
    birthYear: values.birthYear.trim() === '' ? emptyField(initial.birthYear) : numberOf(values.birthYear),
    email: values.email || emptyField(initial.email),
    iban: values.iban || emptyField(initial.iban),
  };
}

/** Client form (spec 01 §5 "Client form"), the shared clientSchema; a web-order client needs no birth year. */
export function ClientForm({
  initialValues,
  isWebOrder,
  submitting,
  onSubmit,
}: {
  initialValues: ClientFormValues;
  isWebOrder: boolean;
  submitting: boolean;
  onSubmit(payload: ClientPayload): Promise<unknown> | void;
}) {
  const schema = clientSchema({isWebOrder});
  const prepare = (values: ClientFormValues) => toPayload(values, initialValues);
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={toFormikValidate(schema, prepare)}
      onSubmit={savingSubmit(values => schema.parse(prepare(values)), onSubmit)}
    >
      <Form noValidate aria-label="Edit client">
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}, maxWidth: 800}}>
          <FormikTextField name="firstName" label="First name" required />
          <FormikTextField name="lastName" label="Last name" required />
          <FormikTextField name="address" label="Address" required />
          <FormikTextField name="zip" label="Zip" required />
          <FormikTextField name="city" label="City" required />
          <FormikSelect name="country" label="Country" required options={COUNTRIES} labels={COUNTRY_LABELS} />
          <FormikSelect name="language" label="Language" required options={LANGUAGES} labels={LANGUAGE_LABELS} />
          <FormikTextField name="phone" label="Phone" required />
          <FormikNumberField name="birthYear" label="Birth year" integer required={!isWebOrder} />
          <FormikSelect name="gender" label="Gender" required options={GENDERS} labels={GENDER_LABELS} />
          <FormikTextField name="email" label="Email" type="email" />
          <FormikTextField name="iban" label="IBAN" />
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            Save
          </Button>
          <Button component={RouterLink} to="/admin/clients">
            Cancel
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
