import {PageHeader} from '@/components/PageHeader';
import {CallList} from '../components/CallList';

/** The buyer's open after calls: due date more than 7 days past, created within 45 days (spec 01 §7 "Order queries"). */
export function AfterCallsRoute() {
  return (
    <>
      <PageHeader title="After calls" />
      <CallList list="after" label="After calls" basePath="/buyer/after-calls" dateKey="dueDate" />
    </>
  );
}
