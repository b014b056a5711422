import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {Link as RouterLink} from 'react-router-dom';
import {useListSearch} from '@/components/list-search';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {formatDateTime} from '@/lib/dates';
import {usePackageCodeList, type PackageCodeRegistry} from '../api/package-codes';
import {PageHeader} from '../components/PageHeader';

const columns: Column<PackageCodeRegistry>[] = [
  {key: 'createdAt', label: 'Registered', render: r => formatDateTime(r.createdAt)},
  {key: 'packageCode', label: 'Package code', render: r => r.packageCode},
  {
    key: 'orderNumber',
    label: 'Order number',
    render: r => (
      <Link component={RouterLink} to={`/admin/orders/${r.orderId}`}>
        {r.orderNumber ?? r.orderId}
      </Link>
    ),
  },
  {key: 'clientName', label: 'Client', render: r => r.clientName ?? ''},
];

/** Package code registry (spec 02): every registered shipment code, newest first. */
export function PackageCodeRegistryRoute() {
  const paging = usePaging(25);
  const search = useListSearch(paging);
  const list = usePackageCodeList({search: search.debounced, page: paging.page, pageSize: paging.pageSize});
  return (
    <>
      <PageHeader title="Package code registry" />
      <Box sx={{mb: 2}}>
        <TextField label="Order or package code" {...search.field} />
      </Box>
      <DataTable
        label="Package codes"
        columns={columns}
        rows={list.rows}
        rowKey={r => r.id ?? r.packageCode}
        loading={list.isPending}
        count={list.count}
        {...paging.table}
      />
    </>
  );
}
