import {PageHeader} from '@/components/PageHeader';
import {useWelcomeCalls} from '../api/buyer';
import {CallList} from '../components/CallList';

/** The buyer's open welcome calls: due by the end of today, created within 45 days (spec 01 §7). */
export function WelcomeCallsRoute() {
  const calls = useWelcomeCalls();
  return (
    <>
      <PageHeader title="Welcome calls" />
      <CallList
        label="Welcome calls"
        basePath="/buyer/welcome-calls"
        dateKey="welcomeCall"
        dateLabel="Welcome call"
        orders={calls.data}
        loading={calls.isPending}
      />
    </>
  );
}
