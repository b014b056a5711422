import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {MESSAGES, phoneSearchSchema} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {FormikTextField} from '@/components/FormFields';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage, errorStatus} from '@/lib/api-error';
import {toFormikValidate} from '@/lib/formik-zod';
import {useAddOrder, useFindClientByPhone, useMe, type BuyerClient} from '../api/buyer';
import {AddOrderForm} from '../components/AddOrderForm';
import {addOrderValues} from '../components/add-order-form';

interface Found {
  phone: string;
  /** null: no client has this phone, the form starts empty. */
  client: BuyerClient | null;
}

/** Spec 01 §2 "Buyer": find the client by phone first, then the order form with client and order fields. */
export function AddOrderRoute() {
  const [found, setFound] = useState<Found | null>(null);
  const [formKey, setFormKey] = useState(0);
  const me = useMe();
  const add = useAddOrder();
  const notify = useNotify();
  const initialValues = useMemo(
    () => (found && me.data ? addOrderValues(found.phone, found.client, me.data) : undefined),
    // A new form (new dates) for every search: each search sets a new `found`.
    [found, me.data],
  );

  if (me.isPending) return <Loading />;
  return (
    <>
      <PageHeader title="Add order">
        {found && <Chip color="primary" variant="outlined" label={found.client ? `Client ${found.client.clientNumber ?? found.client.id}` : 'New client'} />}
      </PageHeader>
      {!found || !initialValues ? (
        <PhoneSearch onFound={setFound} />
      ) : (
        <AddOrderForm
          key={formKey}
          initialValues={initialValues}
          clientId={found.client?.id}
          canWebOrder={me.data?.buyerWebOrder === true}
          member={me.data ?? {}}
          submitting={add.isPending}
          onCancel={() => setFound(null)}
          onSubmit={body =>
            add.mutate(body, {
              onSuccess: answer => {
                // The spec's 'Saved!', with the order's number the buyer tells the client.
                notify.success(answer.order?.orderNumber ? `${MESSAGES.orderSaved} Order ${answer.order.orderNumber}` : MESSAGES.orderSaved);
                setFound(null);
                setFormKey(key => key + 1);
              },
            })
          }
        />
      )}
    </>
  );
}

const validatePhone = toFormikValidate(phoneSearchSchema);

/** Digits only, with the country code (validated here first, then asked from the server). */
function PhoneSearch({onFound}: {onFound(found: Found): void}) {
  const find = useFindClientByPhone();
  const notify = useNotify();
  return (
    <Formik
      initialValues={{phone: ''}}
      validate={validatePhone}
      onSubmit={({phone}) => {
        const trimmed = phone.trim();
        find.mutate(trimmed, {
          onSuccess: client => onFound({phone: trimmed, client}),
          onError: error => {
            if (errorStatus(error) === 404) onFound({phone: trimmed, client: null});
            else notify.error(errorMessage(error));
          },
        });
      }}
    >
      <Form noValidate aria-label="Find client">
        <Box sx={{display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 520}}>
          <FormikTextField name="phone" label="Phone" required autoFocus fullWidth helperText="With the country code: 358, 46 or 44" />
          <Button type="submit" variant="contained" disabled={find.isPending} sx={{mt: 1}}>
            Find client
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
