import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {passwordSchemaFor} from '@karat/shared/password-rules';
import {Form, Formik} from 'formik';
import {Link as RouterLink} from 'react-router-dom';
import {savingSubmit} from '@/components/EditPage';
import {FormikTextField} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';

/** The new password of the member named `username` (the shared rules: not that username either). */
export function PasswordForm({username, submitting, onSubmit}: {username: string; submitting: boolean; onSubmit(password: string): Promise<unknown> | void}) {
  const schema = passwordSchemaFor(username);
  return (
    <Formik initialValues={{password: ''}} validate={toFormikValidate(schema)} onSubmit={savingSubmit(values => schema.parse(values).password, onSubmit)}>
      <Form noValidate aria-label="Change password">
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, maxWidth: 400}}>
          <FormikTextField name="password" label="Password" type="password" required autoComplete="new-password" />
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            Save
          </Button>
          <Button component={RouterLink} to="/admin/users">
            Cancel
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
