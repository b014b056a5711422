import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {Link as RouterLink} from 'react-router-dom';
import {dateColumn} from '@/components/DateCell';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {useFilterText, useServerList} from '@/lib/server-list';
import {PACKAGE_CODE_LIST_DEFAULTS, packageCodeListSource, type PackageCodeRegistry} from '../api/package-codes';

const columns: Column<PackageCodeRegistry>[] = [
  dateColumn<PackageCodeRegistry>('createdAt', 'Registered', r => r.createdAt),
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
  const list = useServerList({defaults: PACKAGE_CODE_LIST_DEFAULTS, ...packageCodeListSource});
  const search = useFilterText(list, 'q');
  return (
    <ListPage
      title="Package code registry"
      filters={<TextField label="Order or package code" {...search} />}
      list={list}
      label="Package codes"
      columns={columns}
      rowKey={r => r.id ?? r.packageCode}
    />
  );
}
