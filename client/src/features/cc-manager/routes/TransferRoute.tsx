import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import {MANAGER_YEARS_BACK, MESSAGES} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {FormikTextField, FormikSelect} from '@/components/FormFields';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {ServerTable} from '@/components/ListPage';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {toFormikValidate} from '@/lib/formik-zod';
import {useServerList} from '@/lib/server-list';
import {transferSearchSource, useTransfer, type OrderWithRelations, type TransferFilters} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {
  CALL_TYPE_LABELS,
  defaultRangeFilters,
  rangeValues,
  TRANSFER_TYPES,
  transferPayload,
  transferredNotice,
  transferSchema,
  transferSearchPayload,
  transferSearchSchema,
  type TransferSearchValues,
  type TransferValues,
} from '../components/forms';
import {ORDER_COLUMNS, orderKey, SelectionBar, useOrderSelection} from '../components/OrdersTable';

const validateSearch = toFormikValidate(transferSearchSchema, transferSearchPayload);
const validateTransfer = toFormikValidate(transferSchema, transferPayload);

/**
 * Spec 01 §4 "Call transfer": find a caller's open calls, choose some, give them to another buyer.
 * The search, sort and page live in the URL and page on the server, so Back from
 * elsewhere returns to the same page; the chosen orders stay chosen across pages and sorts of one
 * search (the question before the transfer lists them all) and a new search clears them.
 */
export function TransferRoute() {
  const [defaults] = useState(() => ({
    filters: {...defaultRangeFilters(), type: 'WELCOME_CALL', callerId: ''} as TransferFilters,
    pageSize: 25,
  }));
  const list = useServerList({defaults, ...transferSearchSource});
  const {filters} = list.state;
  const {startDate, endDate, type, callerId} = filters;
  const searched = useMemo<TransferSearchValues>(() => ({...rangeValues({startDate, endDate}), type, callerId}), [startDate, endDate, type, callerId]);
  const selection = useOrderSelection();
  const transfer = useTransfer();
  const notify = useNotify();
  // The transfer asked about: the orders it touches are shown before it is sent.
  const [pending, setPending] = useState<{orders: OrderWithRelations[]; newCallerId: number; isPermanent: boolean} | null>(null);
  const dateColumn = filters.type === 'AFTER_CALL' ? ORDER_COLUMNS.dueDate : ORDER_COLUMNS.welcomeCall;

  return (
    <>
      <PageHeader title="Call transfer" />
      <Formik
        initialValues={searched}
        enableReinitialize
        validate={validateSearch}
        onSubmit={values => {
          const search = transferSearchSchema.parse(transferSearchPayload(values));
          selection.clear();
          list.setFilters({startDate: search.startDate, endDate: search.endDate, type: search.type, callerId: String(search.callerId)});
        }}
      >
        <Form noValidate aria-label="Transfer search">
          <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3}}>
            <FormikDateTimeField name="startDate" label="Start date" yearsBack={MANAGER_YEARS_BACK} />
            <FormikDateTimeField name="endDate" label="End date" yearsBack={MANAGER_YEARS_BACK} />
            <FormikSelect name="type" label="Type" required sx={{minWidth: 180}} options={TRANSFER_TYPES} labels={CALL_TYPE_LABELS} />
            <CallerField name="callerId" label="Caller" required />
            <Button type="submit" variant="contained" sx={{mt: 1}}>
              Search
            </Button>
          </Box>
        </Form>
      </Formik>

      {filters.callerId !== '' && <SelectionBar selection={selection} />}
      <Box sx={{mb: 2}}>
        <ServerTable
          list={list}
          label="Orders to transfer"
          columns={[ORDER_COLUMNS.orderNumber, ORDER_COLUMNS.client, ORDER_COLUMNS.phone, ORDER_COLUMNS.caller, ORDER_COLUMNS.assignedCaller, dateColumn]}
          rowKey={orderKey}
          selection={selection.table(list.rows)}
          emptyText="No orders"
          idleText="Choose a caller and search"
        />
      </Box>
      {filters.callerId !== '' && (
        <Formik<TransferValues>
          initialValues={{newCallerId: '', mode: ''}}
          validate={validateTransfer}
          onSubmit={values => {
            if (selection.selected.size === 0) {
              notify.error(MESSAGES.requireOneOrder);
              return;
            }
            const body = transferSchema.parse(transferPayload(values));
            setPending({orders: selection.orders(), ...body});
          }}
        >
          <Form noValidate aria-label="Transfer">
            <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start'}}>
              <CallerField name="newCallerId" label="New caller" required newCaller />
              <FormikTextField name="mode" label="Transfer" select required sx={{minWidth: 180}} helperText=" ">
                <MenuItem value="permanent">Permanent</MenuItem>
                <MenuItem value="temporary">Temporary</MenuItem>
              </FormikTextField>
              <Button type="submit" variant="contained" disabled={transfer.isPending} sx={{mt: 1}}>
                Transfer
              </Button>
            </Box>
          </Form>
        </Formik>
      )}
      <ActionConfirmDialog
        open={pending !== null}
        title="Transfer orders"
        text={`${pending?.orders.length ?? 0} ${pending?.orders.length === 1 ? 'order' : 'orders'} will be transferred ${pending?.isPermanent ? 'permanently' : 'temporarily'}.`}
        orders={(pending?.orders ?? []).map(touchedOrder)}
        confirmLabel="Transfer"
        busy={transfer.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const {orders, ...rest} = pending;
          setPending(null);
          transfer.mutate(
            {orderIds: orders.map(order => order.id!), ...rest},
            {
              onSuccess: answer => {
                notify.success(transferredNotice(answer.count));
                selection.clear();
              },
            },
          );
        }}
      />
    </>
  );
}
