import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {useFormikContext} from 'formik';
import {Section} from '@/components/Facts';
import type {TellerValues} from './teller-form';

/** The teller's comment (saved at Approve) and the message sent with Return to valuation. */
export function TellerComments() {
  const {getFieldProps} = useFormikContext<TellerValues>();
  return (
    <Section title="Comments">
      <Stack spacing={1}>
        <TextField {...getFieldProps('tellerComment')} label="Teller's comment" multiline minRows={2} />
        <TextField {...getFieldProps('revaluationMessageFromTeller')} label="Message to revaluation" multiline minRows={2} />
      </Stack>
    </Section>
  );
}
