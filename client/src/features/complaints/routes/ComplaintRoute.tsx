import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {CLOSE_METHODS, COMPLAINT_MESSAGES, DEFAULT_CLOSE_METHOD, isComplaintOverdue, type CloseMethod} from '@karat/shared';
import {useMemo, useState} from 'react';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {AuditHistory} from '@/components/AuditHistory';
import {DetailsHistoryTabs} from '@/components/DetailsHistoryTabs';
import {RecordPage, useSave} from '@/components/EditPage';
import {Fact} from '@/components/Facts';
import {clientName} from '@/entities/client';
import {formatWithRelative} from '@/lib/dates';
import {complaintHistoryQuery, useCloseComplaintOrder, useComplaint, useUpdateComplaint, type ComplaintWithRelations} from '../api/complaints';
import {ComplaintForm} from '../components/ComplaintForm';
import {ComplaintStatusBadge} from '../components/ComplaintStatusBadge';
import {complaintEditValues, type editPayload} from '../components/complaint-form';

const ORDER_STATE = {open: 'Open', closed: 'Closed', not_set: 'No order'} as const;
const METHOD_LABELS: Record<CloseMethod, string> = {phone: 'Phone', boomerang: 'Boomerang', email: 'Email'};

/** Spec 02 §2 /complaints/{id}: the complaint to edit, its client and order, Close order and the history. */
export function ComplaintRoute() {
  const {id = ''} = useParams();
  const complaint = useComplaint(id);
  return (
    <RecordPage
      query={complaint}
      record="complaint"
      failedTitle={COMPLAINT_MESSAGES.loadFailed}
      title={c => `Complaint ${c.complaintNumber ?? c.id}`}
      actions={c => <ComplaintStatusBadge status={c.status} />}
      back={
        <Button component={RouterLink} to="/complaints">
          Back to complaints
        </Button>
      }
    >
      {c => (
        <DetailsHistoryTabs
          label="Complaint tabs"
          details={() => <ComplaintDetails id={id} complaint={c} />}
          history={() => <AuditHistory query={(limit, skip) => complaintHistoryQuery(id, limit, skip)} />}
        />
      )}
    </RecordPage>
  );
}

function ComplaintDetails({id, complaint: c}: {id: string; complaint: ComplaintWithRelations}) {
  const update = useUpdateComplaint(id);
  const save = useSave(update.mutateAsync);
  const initialValues = useMemo(() => complaintEditValues(c), [c]);
  return (
    <>
      <Paper variant="outlined" sx={{p: 2, mb: 3, maxWidth: 900, display: 'grid', gap: 0.5, gridTemplateColumns: {xs: '1fr', md: '1fr 1fr'}}}>
        <Fact label="Client" value={[c.clientNumber ?? '', c.client ? clientName(c.client) : ''].filter(part => part !== '').join(' ') || 'None'} />
        <Fact label="Order" value={c.orderNumber ? `${c.orderNumber} (${ORDER_STATE[c.orderClosed ?? 'not_set']})` : 'None'} />
        <Fact label="Registered" value={formatWithRelative(c.createdAt)} />
        <Fact label="Overdue" value={isComplaintOverdue(c, new Date()) ? 'Yes' : 'No'} />
      </Paper>
      <ComplaintForm
        mode="edit"
        initialValues={initialValues}
        submitting={update.isPending}
        onSubmit={payload => save(payload as ReturnType<typeof editPayload>)}
        actions={<CloseOrder complaint={c} />}
      />
    </>
  );
}

/**
 * 'Close order': the complaint's order closed by customer service's own close command, with the
 * method and reason it records (the reason starts as "Complaint {number}"). Without an order the
 * button is off and says why.
 */
function CloseOrder({complaint}: {complaint: ComplaintWithRelations}) {
  const [open, setOpen] = useState(false);
  const orderId = complaint.orderId ?? 0;
  const close = useCloseComplaintOrder(orderId);
  const [reason, setReason] = useState(`Complaint ${complaint.complaintNumber}`);
  const [method, setMethod] = useState<CloseMethod>(DEFAULT_CLOSE_METHOD);
  const [isBoomerang, setIsBoomerang] = useState(false);
  const save = useSave(close.mutateAsync, {notice: order => `Order ${order.orderNumber} closed`, then: () => setOpen(false)});
  if (!complaint.orderId)
    return (
      <>
        <Button variant="outlined" color="error" disabled>
          Close order
        </Button>
        <Typography color="text.secondary">{COMPLAINT_MESSAGES.noOrderId}</Typography>
      </>
    );
  if (complaint.orderClosed === 'closed')
    return (
      <Button variant="outlined" color="error" disabled>
        Order closed
      </Button>
    );
  const submit = () =>
    void save({complaintId: complaint.id!, method, reason: reason.trim() || undefined, isBoomerang: method === 'boomerang' || isBoomerang}).catch(
      () => undefined,
    );
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Close order
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="close-order-title" fullWidth maxWidth="sm">
        <DialogTitle id="close-order-title">Close order {complaint.orderNumber}</DialogTitle>
        <DialogContent>
          <Box
            component="form"
            id="close-order-form"
            onSubmit={event => {
              event.preventDefault();
              submit();
            }}
            sx={{display: 'grid', gap: 2, pt: 1}}
          >
            <TextField label="Reason" value={reason} onChange={event => setReason(event.target.value)} autoFocus />
            <Box>
              <FormLabel id="complaint-close-method">Method</FormLabel>
              <RadioGroup row aria-labelledby="complaint-close-method" value={method} onChange={event => setMethod(event.target.value as CloseMethod)}>
                {CLOSE_METHODS.map(m => (
                  <FormControlLabel key={m} value={m} control={<Radio />} label={METHOD_LABELS[m]} />
                ))}
              </RadioGroup>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={method === 'boomerang' || isBoomerang}
                    disabled={method === 'boomerang'}
                    onChange={event => setIsBoomerang(event.target.checked)}
                  />
                }
                label="Boomerang"
              />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" form="close-order-form" variant="contained" color="error" disabled={close.isPending}>
            Close order
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
