import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {passwordSchema} from '@karat/shared';
import {Form, Formik} from 'formik';
import {Link as RouterLink} from 'react-router-dom';
import {FormikTextField} from '@/components/FormFields';
import {toFormikValidate} from '@/lib/formik-zod';

export function PasswordForm({submitting, onSubmit}: {submitting: boolean; onSubmit(password: string): void}) {
  return (
    <Formik
      initialValues={{password: ''}}
      validate={toFormikValidate(passwordSchema)}
      onSubmit={values => onSubmit(passwordSchema.parse(values).password)}
    >
      <Form noValidate aria-label="Change password">
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
