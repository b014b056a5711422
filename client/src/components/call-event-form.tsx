import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {CLOSING_CALL_EVENTS, MESSAGES, smsText, type CallType, type OrderStatusFlags} from '@karat/shared';
import {useState, type FormEvent} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {callEventLabel, callPayload, type CallFormValues, type CallPayload} from '@/lib/call-events';
import {ActionConfirmDialog, touchedOrder} from './ActionConfirmDialog';
import {DateTimeField} from './DateTimeField';
import {useNotify} from './Notifications';
import {useUnsavedChangesGuard} from './UnsavedChangesGuard';

export interface CallEventFormProps {
  type: CallType;
  events: readonly string[];
  /** Where Back goes (the list). */
  backTo: string;
  submitting?: boolean;
  onSubmit(payload: CallPayload): void;
  /** Shows the 'Send return code SMS' button (after and cold calls). */
  onSendSms?(): void;
  sendingSms?: boolean;
  /** The welcome call has no message field in the old screens; after and cold calls do. */
  withMessage?: boolean;
  /**
   * The order called: with it, an event that closes the order and the SMS are asked about once,
   * showing the order (and the SMS text as it will be sent) first.
   */
  order?: CallFormOrder;
}

/** What the questions show of the order called (any feature's order type fits). */
export type CallFormOrder = OrderStatusFlags & {
  id?: number | null;
  orderNumber?: number | null;
  barCode?: string | null;
  language?: string | null;
  client?: {firstName?: string | null; lastName?: string | null; phone?: string | null; language?: string | null} | null;
};

/** The return-code SMS as the server writes it: the order's language, else the client's (else Finnish). */
export function returnCodeSmsPreview(order: CallFormOrder): string {
  if (!order.barCode) return MESSAGES.noReturnCode;
  return smsText('returnCode', order.language ?? order.client?.language, {returnCode: order.barCode});
}

/**
 * The event choice of the welcome, after and cold call forms (spec 01 §4, §5 "After call and cold
 * call"). Without an event nothing is sent: 'Please choose event' shows in red.
 */
export function CallEventForm({type, events, backTo, submitting, onSubmit, onSendSms, sendingSms, withMessage = true, order}: CallEventFormProps) {
  const notify = useNotify();
  const [values, setValues] = useState<CallFormValues>({event: '', message: '', dueDate: null});
  // A chosen event or a typed message is work the caller would lose by leaving.
  const dirty = values.event !== '' || values.message !== '' || values.dueDate !== null;
  const guard = useUnsavedChangesGuard(dirty && !submitting);
  const [asking, setAsking] = useState<{payload: CallPayload} | 'sms' | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = callPayload(type, values);
    if (result.error !== undefined) notify.error(result.error);
    else if (order && CLOSING_CALL_EVENTS.includes(result.payload.event)) setAsking({payload: result.payload});
    else onSubmit(result.payload);
  }

  return (
    <Box component="form" aria-label="Call" noValidate onSubmit={submit} sx={{display: 'grid', gap: 2, maxWidth: 640}}>
      {guard}
      <FormControl>
        <FormLabel id="call-event-label">Event</FormLabel>
        <RadioGroup aria-labelledby="call-event-label" value={values.event} onChange={e => setValues(v => ({...v, event: e.target.value}))}>
          {events.map(event => (
            <FormControlLabel key={event} value={event} control={<Radio />} label={callEventLabel(event)} />
          ))}
        </RadioGroup>
      </FormControl>
      {values.event === 'newDueDate' && (
        <DateTimeField label="New due date" name="dueDate" value={values.dueDate} onChange={dueDate => setValues(v => ({...v, dueDate}))} />
      )}
      {withMessage && (
        <TextField
          label="Message"
          id="call-message"
          multiline
          minRows={3}
          value={values.message}
          onChange={e => setValues(v => ({...v, message: e.target.value}))}
          slotProps={{htmlInput: {maxLength: 2000}}}
        />
      )}
      <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap'}}>
        <Button type="submit" variant="contained" disabled={submitting}>
          Save
        </Button>
        {onSendSms && (
          <Button variant="outlined" onClick={order ? () => setAsking('sms') : onSendSms} disabled={sendingSms}>
            Send return code SMS
          </Button>
        )}
        <Button component={RouterLink} to={backTo}>
          Back
        </Button>
      </Box>
      {order && (
        <ActionConfirmDialog
          open={asking !== null}
          title={asking === 'sms' ? 'Send return code SMS' : 'Close the order'}
          text={
            asking === 'sms'
              ? `This message goes to ${order.client?.phone || 'the client'}:`
              : `${asking ? callEventLabel(asking.payload.event) : ''}: the order will be closed.`
          }
          orders={[touchedOrder(order)]}
          preview={asking === 'sms' ? returnCodeSmsPreview(order) : undefined}
          confirmLabel={asking === 'sms' ? 'Send SMS' : 'Close order'}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const question = asking;
            setAsking(null);
            if (question === 'sms') onSendSms?.();
            else if (question) onSubmit(question.payload);
          }}
        />
      )}
    </Box>
  );
}
