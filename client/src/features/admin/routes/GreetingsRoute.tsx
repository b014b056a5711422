import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {MESSAGES} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useEffect, useMemo} from 'react';
import {FormikTextField} from '@/components/FormFields';
import {Loading} from '@/components/Loading';
import {savingSubmit, useSave} from '@/components/EditPage';
import {useNotify} from '@/components/Notifications';
import {useGreetings, useUpdateGreetings} from '../api/greetings';
import {PageHeader} from '@/components/PageHeader';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';

const LANGUAGE_FIELDS = [
  {key: 'fi', label: 'Finnish (fi)'},
  {key: 'sv', label: 'Swedish (sv)'},
  {key: 'svFI', label: 'Finland-Swedish (svFI)'},
] as const;
type GreetingsValues = Record<(typeof LANGUAGE_FIELDS)[number]['key'], string>;

/** The invoice greetings (spec 01 §2 "Admin"): one record, one text per fi, sv, svFI. */
export function GreetingsRoute() {
  const greetings = useGreetings();
  const update = useUpdateGreetings();
  const notify = useNotify();
  const save = useSave(update.mutateAsync);
  const record = greetings.data;
  const missing = greetings.isError || record === null;
  const initialValues = useMemo<GreetingsValues>(() => ({fi: record?.fi ?? '', sv: record?.sv ?? '', svFI: record?.svFI ?? ''}), [record]);

  // Spec 01 §8, the error catalogue: greetings that cannot load are 'Missing base greetings'.
  useEffect(() => {
    if (missing) notify.error(MESSAGES.missingBaseGreetings);
  }, [missing, notify]);

  if (greetings.isPending) return <Loading />;
  return (
    <>
      <PageHeader title="Greetings" />
      {missing && (
        <Alert severity="error" sx={{mb: 2, maxWidth: 800}}>
          {MESSAGES.missingBaseGreetings}
        </Alert>
      )}
      <Formik
        initialValues={initialValues}
        enableReinitialize
        onSubmit={savingSubmit(
          values => values,
          values => {
            if (typeof record?.id !== 'number') {
              notify.error(MESSAGES.missingGreetingsId);
              return Promise.reject(new Error(MESSAGES.missingGreetingsId));
            }
            return save({id: record.id, body: values});
          },
        )}
      >
        <Form noValidate aria-label="Greetings">
          <UnsavedChangesGuard />
          <Box sx={{display: 'grid', gap: 2, maxWidth: 800}}>
            {LANGUAGE_FIELDS.map(field => (
              <FormikTextField key={field.key} name={field.key} label={field.label} multiline minRows={3} />
            ))}
          </Box>
          <Box sx={{display: 'flex', gap: 2, mt: 3}}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              Save
            </Button>
          </Box>
        </Form>
      </Formik>
    </>
  );
}
