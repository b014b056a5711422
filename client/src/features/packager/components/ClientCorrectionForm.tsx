import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {clientPostalSchema, CLIENT_POSTAL_FIELDS, PACKAGER_MESSAGES, type ClientPostalForm} from '@karat/shared';
import {Form, Formik} from 'formik';
import {savingSubmit} from '@/components/EditPage';
import {FormikTextField} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';

const LABELS: Record<(typeof CLIENT_POSTAL_FIELDS)[number], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  zip: 'Zip',
  city: 'City',
};

interface PostalClient {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

/**
 * The UK flow's client correction: the client form's rules on the fields a packager
 * may change (shared's CLIENT_POSTAL_FIELDS: the name and postal address the label prints), the zip
 * of the client's country. The server enforces the same fields.
 */
export function ClientCorrectionForm({client, onSave}: {client: PostalClient; onSave(values: ClientPostalForm): Promise<unknown>}) {
  const schema = clientPostalSchema(client.country);
  const initial = Object.fromEntries(CLIENT_POSTAL_FIELDS.map(field => [field, client[field] ?? ''])) as ClientPostalForm;
  return (
    <Paper sx={{p: 3, flex: '1 1 320px', maxWidth: 480}} component="section" aria-labelledby="client-correction">
      <Typography variant="h6" component="h2" id="client-correction" gutterBottom>
        Client
      </Typography>
      <Formik initialValues={initial} enableReinitialize validate={toFormikValidate(schema)} onSubmit={savingSubmit(values => schema.parse(values), onSave)}>
        {({isSubmitting, dirty}) => (
          <Form aria-label="Client" noValidate>
            <UnsavedChangesGuard />
            <Stack spacing={2}>
              {CLIENT_POSTAL_FIELDS.map(field => (
                <FormikTextField key={field} name={field} label={LABELS[field]} required size="small" />
              ))}
              <Button type="submit" variant="outlined" disabled={isSubmitting || !dirty}>
                {isSubmitting ? PACKAGER_MESSAGES.updatingClient : 'Update client'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
