import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import {CLOSE_METHODS, CLOSE_REASONS, DEFAULT_CLOSE_METHOD, closeOrderSchema, orderStatusLabel, type CloseMethod} from '@karat/shared';
import {Form, Formik, useFormikContext} from 'formik';
import {Link as RouterLink, useNavigate, useParams} from 'react-router-dom';
import {Details} from '@/components/Details';
import {FormikTextField} from '@/components/FormFields';
import {clientName} from '@/entities/client';
import {formatWithRelative} from '@/lib/dates';
import {RecordPage, savingSubmit, useSave} from '@/components/EditPage';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {useCloseOrder, useOrder} from '../api/orders';

interface CloseValues {
  reason: string;
  method: CloseMethod;
  isBoomerang: boolean;
}

const initialValues: CloseValues = {reason: '', method: DEFAULT_CLOSE_METHOD, isBoomerang: false};
const METHOD_LABELS: Record<CloseMethod, string> = {phone: 'Phone', boomerang: 'Boomerang', email: 'Email'};

/** Spec 01 §4 "Closing an order": quick reasons, free text, method (default phone), optional boomerang. */
export function CloseOrderRoute() {
  const {id = ''} = useParams();
  const order = useOrder(id);
  const close = useCloseOrder(id);
  const navigate = useNavigate();
  const back = `/customer-service/order/${id}`;
  const save = useSave(close.mutateAsync, {then: () => navigate(back)});

  return (
    <RecordPage query={order} record="order" title={o => `Close order ${o.orderNumber ?? o.id}`}>
      {o => (
        <>
          {/* Which order this closes, so a wrong tab or a mistyped id shows before the reason is typed. */}
          <Box sx={{mb: 3, maxWidth: 640}}>
            <Details
              label="The order to close"
              items={[
                ['Client', o.client ? clientName(o.client) : ''],
                ['Status', orderStatusLabel(o)],
                ['Bar code', o.barCode ?? ''],
                ['Address', [o.address, o.zip, o.city].filter(Boolean).join(', ')],
                ['Created', formatWithRelative(o.createdAt)],
              ]}
            />
          </Box>
          <Formik
            initialValues={initialValues}
            validate={toFormikValidate(closeOrderSchema)}
            onSubmit={savingSubmit(values => closeOrderSchema.parse(values), save)}
          >
            <Form noValidate aria-label="Close order">
              <UnsavedChangesGuard />
              <Box sx={{display: 'grid', gap: 2, maxWidth: 640}}>
                <QuickReasons />
                <FormikTextField name="reason" label="Reason" required multiline minRows={2} />
                <MethodChoice />
              </Box>
              <Box sx={{display: 'flex', gap: 2, mt: 3}}>
                <Button type="submit" variant="contained" disabled={close.isPending}>
                  Close order
                </Button>
                <Button component={RouterLink} to={back}>
                  Cancel
                </Button>
              </Box>
            </Form>
          </Formik>
        </>
      )}
    </RecordPage>
  );
}

function QuickReasons() {
  const {values, setFieldValue} = useFormikContext<CloseValues>();
  return (
    <Box role="group" aria-label="Quick reasons">
      <FormLabel component="div" sx={{mb: 1}}>
        Quick reasons
      </FormLabel>
      <Stack direction="row" sx={{flexWrap: 'wrap', gap: 1}}>
        {CLOSE_REASONS.map(reason => (
          <Chip
            key={reason}
            label={reason}
            clickable
            color={values.reason === reason ? 'primary' : 'default'}
            variant={values.reason === reason ? 'filled' : 'outlined'}
            onClick={() => void setFieldValue('reason', reason)}
          />
        ))}
      </Stack>
    </Box>
  );
}

function MethodChoice() {
  const {values, setFieldValue} = useFormikContext<CloseValues>();
  const boomerangMethod = values.method === 'boomerang';
  return (
    <Box>
      <FormLabel id="close-method">Method</FormLabel>
      <RadioGroup row aria-labelledby="close-method" name="method" value={values.method} onChange={event => void setFieldValue('method', event.target.value)}>
        {CLOSE_METHODS.map(method => (
          <FormControlLabel key={method} value={method} control={<Radio />} label={METHOD_LABELS[method]} />
        ))}
      </RadioGroup>
      {/* The boomerang method always marks a boomerang; otherwise the box decides. */}
      <FormControlLabel
        control={
          <Checkbox
            checked={boomerangMethod || values.isBoomerang}
            disabled={boomerangMethod}
            onChange={event => void setFieldValue('isBoomerang', event.target.checked)}
          />
        }
        label="Boomerang"
      />
    </Box>
  );
}
