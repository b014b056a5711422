import Button from '@mui/material/Button';
import {COLD_CALL_EVENTS, MESSAGES} from '@karat/shared';
import {Link as RouterLink, useNavigate, useParams} from 'react-router-dom';
import {CallEventForm} from '@/components/call-event-form';
import {RecordPage} from '@/components/EditPage';
import {CallOrderSummary, ContactHistory} from '@/entities/order';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {useColdCase, useRecordColdCall, useReturnCodeSms} from '../api/cold-cases';
import {isLanguage} from '../components/languages';

/** A cold call (spec 01 §4 "Cold call events"): doesNotAnswer or close, an optional message, the return-code SMS. */
export function ColdCaseRoute() {
  const {language = '', id = ''} = useParams();
  if (!isLanguage(language)) return <PageHeader title={MESSAGES.unknownLanguage} />;
  return <ColdCall language={language} id={id} />;
}

function ColdCall({language, id}: {language: string; id: string}) {
  const order = useColdCase(language, id);
  const record = useRecordColdCall(id);
  const sms = useReturnCodeSms(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const list = `/cold-cases/${language}`;

  return (
    <RecordPage
      query={order}
      record="order"
      back={
        <Button component={RouterLink} to={list}>
          Back
        </Button>
      }
      title={data => `Cold call: order ${data.orderNumber ?? data.id}`}
    >
      {data => (
        <>
          <CallOrderSummary order={data} />
          <ContactHistory orderId={id} type="COLD_CALL" />
          <CallEventForm
            type="COLD_CALL"
            events={COLD_CALL_EVENTS}
            backTo={list}
            order={data}
            submitting={record.isPending}
            onSubmit={payload =>
              record.mutate(payload, {
                onSuccess: () => {
                  notify.success(MESSAGES.orderSaved);
                  navigate(list);
                },
              })
            }
            onSendSms={() => sms.mutate(undefined, {onSuccess: () => notify.success(MESSAGES.messageSent)})}
            sendingSms={sms.isPending}
          />
        </>
      )}
    </RecordPage>
  );
}
