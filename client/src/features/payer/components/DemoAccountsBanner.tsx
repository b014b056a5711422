import Alert from '@mui/material/Alert';
import {usePayerSettings} from '../api/payer';

/** On every payer screen: the files are made from demo accounts (development), or refused (production). */
export function DemoAccountsBanner() {
  const settings = usePayerSettings();
  if (!settings.data?.message) return null;
  return (
    <Alert severity={settings.data.refused ? 'error' : 'warning'} sx={{mb: 2}} role="alert">
      {settings.data.message}
    </Alert>
  );
}
