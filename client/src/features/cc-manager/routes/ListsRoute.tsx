import {MANAGER_YEARS_BACK} from '@karat/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {ErrorWithRetry} from '@/components/LoadError';
import {Loading} from '@/components/Loading';
import {PageHeader} from '@/components/PageHeader';
import {DateCell} from '@/components/DateCell';
import {useCallLists, type CallListSearch} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {CALL_TYPE_LABELS, callListSearch, defaultRange, type CallListValues} from '../components/forms';
import {clientName} from '../components/OrdersTable';

/** Spec 01 §7 "Manager call list": open welcome and after calls due in the range; the caller is optional. */
export function ListsRoute() {
  const initialValues = useMemo<CallListValues>(() => ({...defaultRange(), callerId: ''}), []);
  const [search, setSearch] = useState<CallListSearch>(() => callListSearch(initialValues));
  const lists = useCallLists(search);
  return (
    <>
      <PageHeader title="Call lists" />
      <Formik initialValues={initialValues} onSubmit={values => setSearch(callListSearch(values))}>
        <Form noValidate aria-label="Call list search">
          <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3}}>
            <FormikDateTimeField name="startDate" label="Start date" yearsBack={MANAGER_YEARS_BACK} />
            <FormikDateTimeField name="endDate" label="End date" yearsBack={MANAGER_YEARS_BACK} />
            <CallerField name="callerId" label="Caller" optional />
            <Button type="submit" variant="contained" sx={{mt: 1}}>
              Search
            </Button>
          </Box>
        </Form>
      </Formik>
      {/* This endpoint answers the whole range at once (not paged yet), so it is not a server list. */}
      {lists.isPending ? (
        <Loading />
      ) : lists.isError ? (
        <ErrorWithRetry error={lists.error} onRetry={() => void lists.refetch()} />
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Call lists">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Order number</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Caller</TableCell>
                <TableCell>Assigned caller</TableCell>
                <TableCell>Due</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lists.data?.map(({type = '', order}) =>
                order ? (
                  <TableRow key={`${type}-${order.id}`} hover>
                    <TableCell>{CALL_TYPE_LABELS[type] ?? type}</TableCell>
                    <TableCell>{order.orderNumber ?? order.id}</TableCell>
                    <TableCell>{clientName(order)}</TableCell>
                    <TableCell>{order.client?.phone ?? ''}</TableCell>
                    <TableCell>{order.caller?.name ?? ''}</TableCell>
                    <TableCell>{order.assignedCaller?.name ?? ''}</TableCell>
                    <TableCell>
                      <DateCell value={type === 'WELCOME_CALL' ? order.welcomeCall : order.dueDate} />
                    </TableCell>
                  </TableRow>
                ) : null,
              )}
              {lists.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No calls</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
