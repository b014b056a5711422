import Button from '@mui/material/Button';
import {AFTER_CALL_EVENTS, MESSAGES, WELCOME_CALL_EVENTS} from '@karat/shared';
import {Link as RouterLink, useNavigate, useParams} from 'react-router-dom';
import {CallEventForm} from '@/components/call-event-form';
import {RecordPage} from '@/components/EditPage';
import {CallOrderSummary, ContactHistory} from '@/entities/order';
import {useNotify} from '@/components/Notifications';
import {useOwnOrder, useRecordCall, useReturnCodeSms} from '../api/buyer';

const KINDS = {
  welcome: {
    type: 'WELCOME_CALL',
    events: WELCOME_CALL_EVENTS,
    list: '/buyer/welcome-calls',
    title: 'Welcome call',
    withMessage: false,
    sms: false,
  },
  after: {type: 'AFTER_CALL', events: AFTER_CALL_EVENTS, list: '/buyer/after-calls', title: 'After call', withMessage: true, sms: true},
} as const;

/**
 * A welcome or after call (spec 01 §4): the order, the event choice (and for after calls a message and
 * the return-code SMS). After saving, back to the list; a new security bag names the new order.
 */
function CallRoute({kind}: {kind: keyof typeof KINDS}) {
  const {id = ''} = useParams();
  const config = KINDS[kind];
  const order = useOwnOrder(id);
  const record = useRecordCall(id);
  const sms = useReturnCodeSms(id);
  const notify = useNotify();
  const navigate = useNavigate();

  return (
    <RecordPage
      query={order}
      record="order"
      back={
        <Button component={RouterLink} to={config.list}>
          Back
        </Button>
      }
      title={data => `${config.title}: order ${data.orderNumber ?? data.id}`}
    >
      {data => (
        <>
          <CallOrderSummary order={data} />
          <ContactHistory orderId={id} type={config.type} />
          <CallEventForm
            type={config.type}
            events={config.events}
            backTo={config.list}
            withMessage={config.withMessage}
            order={data}
            submitting={record.isPending}
            onSubmit={payload =>
              record.mutate(payload, {
                onSuccess: answer => {
                  if (answer.newOrder) notify.success(`New order ${answer.newOrder.orderNumber ?? answer.newOrder.id} created`);
                  else notify.success(MESSAGES.orderSaved);
                  navigate(config.list);
                },
              })
            }
            onSendSms={config.sms ? () => sms.mutate(undefined, {onSuccess: () => notify.success(MESSAGES.messageSent)}) : undefined}
            sendingSms={sms.isPending}
          />
        </>
      )}
    </RecordPage>
  );
}

export const WelcomeCallRoute = () => <CallRoute kind="welcome" />;
export const AfterCallRoute = () => <CallRoute kind="after" />;
