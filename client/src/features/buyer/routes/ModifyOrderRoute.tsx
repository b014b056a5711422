import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {COUNTRIES, COUNTRY_LABELS, LANGUAGES, LANGUAGE_LABELS, MESSAGES, TEAMS, TEAM_LABELS} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo} from 'react';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {FormikTextField, FormikSelect} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {RecordPage, savingSubmit, useSave} from '@/components/EditPage';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {PhoneLink} from '@/entities/client';
import {OrderStatusChip} from '@/entities/order';
import {formatWithRelative} from '@/lib/dates';
import {toFormikValidate} from '@/lib/formik-zod';
import {useOwnOrder, useUpdateOwnOrder, type OrderWithRelations} from '../api/buyer';
import {ORDER_MESSAGE_FIELDS, ORDER_MESSAGE_LABELS} from '../components/add-order-form';
import {modifyOrderPayload, modifyOrderSchema, modifyOrderValues, type ModifyOrderValues} from '../components/modify-order-form';

const back = (
  <Button component={RouterLink} to="/buyer/modify-orders">
    Back
  </Button>
);

export function ModifyOrderRoute() {
  const {id = ''} = useParams();
  const order = useOwnOrder(id);
  return (
    <RecordPage
      query={order}
      record="order"
      back={back}
      title={data => `Modify order ${data.orderNumber ?? data.id}`}
      actions={data => <OrderStatusChip order={data} />}
    >
      {data => <ModifyOrder id={id} order={data} />}
    </RecordPage>
  );
}

function ModifyOrder({id, order: data}: {id: string; order: OrderWithRelations}) {
  const update = useUpdateOwnOrder(id);
  const save = useSave(update.mutateAsync, {notice: MESSAGES.orderSaved});
  const initialValues = useMemo(() => modifyOrderValues(data), [data]);
  // The server refuses changes to a closed or received order: say so instead of offering Save.
  const locked = data.closed ? MESSAGES.alreadyClosed : data.isReceived ? MESSAGES.alreadyReceived : null;
  const prepare = (values: ModifyOrderValues) => modifyOrderPayload(values, initialValues);
  return (
    <>
      <Typography sx={{mb: 0.5}}>
        Client: {[data.client?.firstName, data.client?.lastName].filter(Boolean).join(' ')}{' '}
        {data.client?.phone && (
          <>
            (<PhoneLink phone={data.client.phone} country={data.country} />)
          </>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{mb: 3}}>
        Created {formatWithRelative(data.createdAt)}
      </Typography>
      {locked && (
        <Alert severity="info" sx={{mb: 3}}>
          {locked}: it can no longer be modified.
        </Alert>
      )}
      <Formik initialValues={initialValues} enableReinitialize validate={toFormikValidate(modifyOrderSchema, prepare)} onSubmit={savingSubmit(prepare, save)}>
        <Form noValidate aria-label="Modify order">
          <UnsavedChangesGuard />
          <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr 1fr'}, maxWidth: 1000}}>
            <FormikTextField name="address" label="Address" />
            <FormikTextField name="zip" label="Zip" />
            <FormikTextField name="city" label="City" />
            <FormikSelect name="country" label="Country" required options={COUNTRIES} labels={COUNTRY_LABELS} />
            <FormikSelect name="language" label="Language" required options={LANGUAGES} labels={LANGUAGE_LABELS} />
            <FormikSelect name="team" label="Team" options={TEAMS} labels={TEAM_LABELS} empty="None" />
            <FormikDateTimeField name="welcomeCall" label="Welcome call" />
            <FormikDateTimeField name="dueDate" label="Due date" />
            <Box />
            {ORDER_MESSAGE_FIELDS.map(key => (
              <FormikTextField key={key} name={key} label={ORDER_MESSAGE_LABELS[key]} multiline minRows={2} sx={{gridColumn: {md: 'span 3'}}} />
            ))}
          </Box>
          <Box sx={{display: 'flex', gap: 2, mt: 3}}>
            <Button type="submit" variant="contained" disabled={update.isPending || locked !== null}>
              Save
            </Button>
            <Button component={RouterLink} to="/buyer/modify-orders">
              Back to orders
            </Button>
          </Box>
        </Form>
      </Formik>
    </>
  );
}
