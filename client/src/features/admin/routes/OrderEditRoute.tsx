import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {CARRIER_LABELS, MESSAGES} from '@karat/shared';
import {useMemo, useState} from 'react';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {RecordPage, useSave} from '@/components/EditPage';
import {useNotify} from '@/components/Notifications';
import {errorCode, errorMessage} from '@/lib/api-error';
import {clientName} from '@/entities/client';
import {OrderHistory, OrderMilestones, OrderStatusChip, PurchaseRecordFacts} from '@/entities/order';
import {formatWithRelative} from '@/lib/dates';
import {useAddressCheck, useOrder, useRegisterPackage, useUpdateOrder} from '../api/orders';
import {OrderForm, orderFormValues} from '../components/OrderForm';
import {OrderStatusActions} from '../components/OrderStatusActions';

export function OrderEditRoute() {
  const {id = ''} = useParams();
  const order = useOrder(id);
  const update = useUpdateOrder(id);
  const save = useSave(update.mutateAsync, {notice: MESSAGES.orderSaved});
  const initialValues = useMemo(() => (order.data ? orderFormValues(order.data) : undefined), [order.data]);

  return (
    <RecordPage query={order} record="order" title={data => `Edit order ${data.orderNumber ?? data.id}`} actions={data => <OrderStatusChip order={data} />}>
      {data => (
        <>
          <Box sx={{display: 'grid', gap: 1, mb: 3, maxWidth: 1000}}>
            <Typography>
              Client:{' '}
              {data.client && data.clientId ? (
                <Link component={RouterLink} to={`/admin/clients/${data.clientId}`}>
                  {clientName(data.client) || `#${data.clientId}`}
                </Link>
              ) : (
                MESSAGES.missingClient
              )}
            </Typography>
            <Typography color="text.secondary">Created {formatWithRelative(data.createdAt)}</Typography>
            <AddressCheck id={id} />
            <RegisterPackage id={id} order={data} />
            <OrderStatusActions id={id} order={data} />
          </Box>
          <Box sx={{maxWidth: 640, mb: 2}}>
            <OrderMilestones order={data} />
          </Box>
          <Box sx={{maxWidth: 640, mb: 2}}>
            <PurchaseRecordFacts id={id} />
          </Box>
          {initialValues && (
            <OrderForm
              initialValues={initialValues}
              submitting={update.isPending}
              // The version the form was loaded from: a colleague's newer save is refused (409), not overwritten.
              onSubmit={payload => save({body: payload, updatedAt: data.updatedAt ?? undefined})}
            />
          )}
          <Box sx={{mt: 4}}>
            <OrderHistory id={id} country={data.country} />
          </Box>
        </>
      )}
    </RecordPage>
  );
}

function AddressCheck({id}: {id: string}) {
  const check = useAddressCheck(id);
  if (check.isPending) return <Typography color="text.secondary">Address check: …</Typography>;
  if (check.isError) return null;
  return check.data.isValid ? (
    <Alert severity="success">Address check: OK!</Alert>
  ) : (
    <Alert severity="error">
      Address check: FAIL!
      {check.data.problems?.length ? (
        <Box component="ul" sx={{m: 0, pl: 2}}>
          {check.data.problems.map(problem => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

/** Spec 01 §4 "Register package": a bar code that would change is confirmed first; the order reloads after. */
function RegisterPackage({
  id,
  order,
}: {
  id: string;
  order: {
    barCode?: string | null;
    carrier?: string | null;
    trackingUrl?: string | null;
    hasShipmentError?: boolean;
    shipmentRegisterError?: string | null;
    isShipmentRegistered?: boolean;
  };
}) {
  const barCode = order.barCode ?? null;
  const register = useRegisterPackage(id);
  const notify = useNotify();
  const [question, setQuestion] = useState<string | null>(null);

  function run(confirm: boolean) {
    register.mutate(confirm, {
      onSuccess: order => notify.success(`Package registered: ${order.barCode ?? ''}`.trim()),
      onError: error => {
        if (errorCode(error) === 'BARCODE_CHANGE' && !confirm) setQuestion(errorMessage(error));
        else notify.error(errorMessage(error));
      },
    });
  }

  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap'}}>
      <Typography>
        Bar code: {barCode || 'none'}
        {order.carrier && order.carrier !== 'local' ? ` (${CARRIER_LABELS[order.carrier] ?? order.carrier})` : ''}
        {order.trackingUrl && (
          <>
            {' '}
            <Link href={order.trackingUrl} target="_blank" rel="noreferrer">
              Track the parcel
            </Link>
          </>
        )}
        {!order.isShipmentRegistered && !order.hasShipmentError && ' · waiting for registration'}
      </Typography>
      {order.hasShipmentError && <Alert severity="error">Registration failed: {order.shipmentRegisterError}</Alert>}
      <Button variant="outlined" onClick={() => run(false)} disabled={register.isPending}>
        Register package
      </Button>
      <ConfirmDialog
        open={question !== null}
        title="Register package"
        text={question ?? ''}
        confirmLabel="Change bar code"
        onConfirm={() => {
          setQuestion(null);
          run(true);
        }}
        onCancel={() => setQuestion(null)}
      />
    </Box>
  );
}
