import {PageHeader} from '@/components/PageHeader';
import {CallList} from '../components/CallList';

/** The buyer's open welcome calls: due by the end of today, created within 45 days (spec 01 §7 "Order queries"). */
export function WelcomeCallsRoute() {
  return (
    <>
      <PageHeader title="Welcome calls" />
      <CallList list="welcome" label="Welcome calls" basePath="/buyer/welcome-calls" dateKey="welcomeCall" />
    </>
  );
}
