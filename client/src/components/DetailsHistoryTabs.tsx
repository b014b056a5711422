import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type {ReactNode} from 'react';
import {useSearchParams} from 'react-router-dom';

/**
 * A record page's Details and History tabs. The tab is in the URL (?tab=history), so Back and a
 * shared link keep it.
 */
export function DetailsHistoryTabs({label, details, history}: {label: string; details(): ReactNode; history(): ReactNode}) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'details';
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'history' ? {tab: 'history'} : {}, {replace: true})}
        aria-label={label}
        sx={{mb: 2}}
      >
        <Tab value="details" label="Details" />
        <Tab value="history" label="History" />
      </Tabs>
      {tab === 'history' ? history() : details()}
    </>
  );
}
