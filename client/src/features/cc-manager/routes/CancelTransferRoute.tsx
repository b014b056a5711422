import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {MESSAGES} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useState} from 'react';
import {ErrorWithRetry} from '@/components/LoadError';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {toFormikValidate} from '@/lib/formik-zod';
import {useCancelTransfer, useTransferredOrders} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {cancelSearchPayload, cancelSearchSchema, transferCancelledNotice} from '../components/forms';
import {ORDER_COLUMNS, OrdersTable} from '../components/OrdersTable';

const validateSearch = toFormikValidate(cancelSearchSchema, cancelSearchPayload);

/** Spec 01 §4 "Call transfer": a caller's transferred orders; cancelling returns them. */
export function CancelTransferRoute() {
  const [callerId, setCallerId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const orders = useTransferredOrders(callerId);
  const cancel = useCancelTransfer();
  const notify = useNotify();
  // The cancel asked about (issue 14 item 5): the orders it returns are shown first.
  const [asking, setAsking] = useState<number[] | null>(null);

  return (
    <>
      <PageHeader title="Cancel transfer" />
      <Formik
        initialValues={{callerId: ''}}
        validate={validateSearch}
        onSubmit={values => {
          setSelected(new Set());
          setCallerId(Number(values.callerId));
        }}
      >
        <Form noValidate aria-label="Cancel transfer search">
          <Box sx={{display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3}}>
            <CallerField name="callerId" label="Caller" required />
            <Button type="submit" variant="contained" sx={{mt: 1}}>
              Search
            </Button>
          </Box>
        </Form>
      </Formik>
      {callerId !== null && orders.isPending && <Loading />}
      {callerId !== null && orders.isError && <ErrorWithRetry error={orders.error} onRetry={() => void orders.refetch()} />}
      {callerId !== null && orders.data && (
        <>
          <OrdersTable
            label="Transferred orders"
            orders={orders.data}
            columns={[
              ORDER_COLUMNS.orderNumber,
              ORDER_COLUMNS.client,
              ORDER_COLUMNS.caller,
              ORDER_COLUMNS.assignedCaller,
              ORDER_COLUMNS.transfer,
              ORDER_COLUMNS.welcomeCall,
              ORDER_COLUMNS.dueDate,
            ]}
            selected={selected}
            onSelectedChange={setSelected}
          />
          <Box sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
            <Typography>{selected.size} selected</Typography>
            <Button
              variant="contained"
              disabled={cancel.isPending}
              onClick={() => {
                if (selected.size === 0) {
                  notify.error(MESSAGES.requireOneOrder);
                  return;
                }
                setAsking([...selected]);
              }}
            >
              Cancel transfer
            </Button>
          </Box>
          <ActionConfirmDialog
            open={asking !== null}
            title="Cancel transfers"
            text={`${asking?.length ?? 0} ${asking?.length === 1 ? 'transfer' : 'transfers'} will be cancelled: each order returns to its previous caller.`}
            orders={(orders.data ?? []).filter(order => asking?.includes(order.id!)).map(touchedOrder)}
            confirmLabel="Cancel transfers"
            busy={cancel.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              if (!asking) return;
              setAsking(null);
              cancel.mutate(asking, {
                onSuccess: answer => {
                  notify.success(transferCancelledNotice(answer.count));
                  setSelected(new Set());
                },
              });
            }}
          />
        </>
      )}
    </>
  );
}
