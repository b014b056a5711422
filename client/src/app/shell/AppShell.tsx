import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {Suspense} from 'react';
import {Outlet} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useCurrentMember} from '@/features/auth';
import {errorMessage} from '@/lib/api-error';
import {QuickSearch} from './QuickSearch';
import {Sidebar} from './Sidebar';

/** Signed-in layout: nothing shows until the member (and so the menu) is known. */
export function AppShell() {
  const me = useCurrentMember();
  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <Alert severity="error" sx={{m: 4}}>
        {errorMessage(me.error)}
      </Alert>
    );
  }
  return (
    <Box sx={{display: 'flex', minHeight: '100vh'}}>
      <Sidebar member={me.data} />
      <Box component="main" sx={{flexGrow: 1, p: 3, minWidth: 0}}>
        <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1}}>
          <QuickSearch member={me.data} />
        </Box>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
