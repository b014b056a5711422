import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {MESSAGES} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {ServerTable} from '@/components/ListPage';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {toFormikValidate} from '@/lib/formik-zod';
import {useServerList} from '@/lib/server-list';
import {transferredOrdersSource, useCancelTransfer, type OrderWithRelations, type TransferredFilters} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {cancelSearchPayload, cancelSearchSchema, transferCancelledNotice} from '../components/forms';
import {ORDER_COLUMNS, orderKey, SelectionBar, useOrderSelection} from '../components/OrdersTable';

const validateSearch = toFormikValidate(cancelSearchSchema, cancelSearchPayload);
// The newest orders first: the transfers a manager undoes are mostly the recent ones.
const DEFAULTS = {filters: {callerId: ''} as TransferredFilters, sort: {key: 'orderNumber', direction: 'desc'} as const, pageSize: 25};

/**
 * Spec 01 §4 "Call transfer": a caller's transferred orders; cancelling returns them. Paged and
 * sorted on the server with the caller, sort and page in the URL; the chosen
 * orders stay chosen across pages and sorts, a new search clears them.
 */
export function CancelTransferRoute() {
  const list = useServerList({defaults: DEFAULTS, ...transferredOrdersSource});
  const {callerId} = list.state.filters;
  const searched = useMemo(() => ({callerId}), [callerId]);
  const selection = useOrderSelection();
  const cancel = useCancelTransfer();
  const notify = useNotify();
  // The cancel asked about: the orders it returns are shown first.
  const [asking, setAsking] = useState<OrderWithRelations[] | null>(null);

  return (
    <>
      <PageHeader title="Cancel transfer" />
      <Formik
        initialValues={searched}
        enableReinitialize
        validate={validateSearch}
        onSubmit={values => {
          selection.clear();
          list.setFilters({callerId: String(cancelSearchSchema.parse(cancelSearchPayload(values)).callerId)});
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
      {callerId !== '' && <SelectionBar selection={selection} />}
      <Box sx={{mb: 2}}>
        <ServerTable
          list={list}
          label="Transferred orders"
          columns={[
            ORDER_COLUMNS.orderNumber,
            ORDER_COLUMNS.client,
            ORDER_COLUMNS.caller,
            ORDER_COLUMNS.assignedCaller,
            ORDER_COLUMNS.transfer,
            ORDER_COLUMNS.welcomeCall,
            ORDER_COLUMNS.dueDate,
          ]}
          rowKey={orderKey}
          selection={selection.table(list.rows)}
          emptyText="No orders"
          idleText="Choose a caller and search"
        />
      </Box>
      {callerId !== '' && (
        <Button
          variant="contained"
          disabled={cancel.isPending}
          onClick={() => {
            if (selection.selected.size === 0) {
              notify.error(MESSAGES.requireOneOrder);
              return;
            }
            setAsking(selection.orders());
          }}
        >
          Cancel transfer
        </Button>
      )}
      <ActionConfirmDialog
        open={asking !== null}
        title="Cancel transfers"
        text={`${asking?.length ?? 0} ${asking?.length === 1 ? 'transfer' : 'transfers'} will be cancelled: each order returns to its previous caller.`}
        orders={(asking ?? []).map(touchedOrder)}
        confirmLabel="Cancel transfers"
        busy={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          cancel.mutate(
            asking.map(order => order.id!),
            {
              onSuccess: answer => {
                notify.success(transferCancelledNotice(answer.count));
                selection.clear();
              },
            },
          );
        }}
      />
    </>
  );
}
