import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {MANAGER_YEARS_BACK} from '@karat/shared';
import {Form, Formik} from 'formik';
import {useMemo, useState} from 'react';
import {DateCell} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
import {FormikDateTimeField} from '@/components/FormikDateTimeField';
import {ServerTable} from '@/components/ListPage';
import {PageHeader} from '@/components/PageHeader';
import {useServerList} from '@/lib/server-list';
import {callListSource, type CallListFilters, type CallListItem} from '../api/cc-manager';
import {CallerField} from '../components/CallerField';
import {CALL_TYPE_LABELS, callListSearch, defaultRangeFilters, rangeValues, type CallListValues} from '../components/forms';
import {ORDER_COLUMNS} from '../components/OrdersTable';

/** A row's order, for the order columns (an item always has one). */
const orderOf = (item: CallListItem) => item.order ?? {};
const of = (column: Column<NonNullable<CallListItem['order']>>, sortable = column.sortable): Column<CallListItem> => ({
  ...column,
  sortable,
  render: item => column.render(orderOf(item)),
});

/** The columns; the sortable ones sort on the server (shared's MANAGER_CALL_SORT_KEYS), ties by id. */
const COLUMNS: Column<CallListItem>[] = [
  {key: 'type', label: 'Type', sortable: true, render: ({type = ''}) => CALL_TYPE_LABELS[type] ?? type},
  of(ORDER_COLUMNS.orderNumber),
  of(ORDER_COLUMNS.client),
  of(ORDER_COLUMNS.phone),
  of(ORDER_COLUMNS.caller),
  of(ORDER_COLUMNS.assignedCaller),
  {
    key: 'due',
    label: 'Due',
    sortable: true,
    render: ({type, order}) => <DateCell value={type === 'WELCOME_CALL' ? order?.welcomeCall : order?.dueDate} />,
  },
];

/**
 * Spec 01 §7 "Manager call list": open welcome and after calls due in the range; the caller is
 * optional. Paged and sorted on the server, the search, sort and page in the URL.
 */
export function ListsRoute() {
  const [defaults] = useState(() => ({filters: {...defaultRangeFilters(), callerId: ''} as CallListFilters, pageSize: 25}));
  const list = useServerList({defaults, ...callListSource});
  const {startDate, endDate, callerId} = list.state.filters;
  const searched = useMemo<CallListValues>(() => ({...rangeValues({startDate, endDate}), callerId}), [startDate, endDate, callerId]);
  return (
    <>
      <PageHeader title="Call lists" />
      <Formik
        initialValues={searched}
        enableReinitialize
        onSubmit={values => {
          const search = callListSearch(values);
          list.setFilters({startDate: search.startDate, endDate: search.endDate, callerId: search.callerId ? String(search.callerId) : ''});
        }}
      >
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
      <ServerTable list={list} label="Call lists" columns={COLUMNS} rowKey={({type, order}) => `${type}-${order?.id}`} emptyText="No calls" />
    </>
  );
}
