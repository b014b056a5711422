import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {COUNTRY_CALLING_CODES, memberMarket, MESSAGES, phoneLookup, type Country} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {FormikTextField} from '@/components/FormFields';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage, errorStatus} from '@/lib/api-error';
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
        <PhoneSearch onFound={setFound} market={memberMarket(me.data)} />
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

/** The phone as typed, in any of the forms staff read numbers in (shared phoneLookup), checked here first, then asked from the server. */
function PhoneSearch({onFound, market}: {onFound(found: Found): void; market: Country | undefined}) {
  const find = useFindClientByPhone();
  const notify = useNotify();
  return (
    <Formik
      initialValues={{phone: ''}}
      validate={({phone}) => {
        const lookup = phoneLookup(phone, market);
        return 'error' in lookup ? {phone: lookup.error} : {};
      }}
      onSubmit={({phone}) => {
        const lookup = phoneLookup(phone, market);
        if ('error' in lookup) return;
        const trimmed = lookup.phone;
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
          <FormikTextField
            name="phone"
            label="Phone"
            required
            autoFocus
            fullWidth
            helperText={`As read out: ${market === 'sweden' ? '070 123 45 67' : market === 'uk' ? '07700 900123' : '040 123 4567'} or +${COUNTRY_CALLING_CODES[market ?? 'finland']} …`}
          />
          <Button type="submit" variant="contained" disabled={find.isPending} sx={{mt: 1}}>
            Find client
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
