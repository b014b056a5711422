import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {COUNTRY_LABELS, type Country} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import {useListSearch} from '@/components/list-search';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {clientName} from '@/lib/client-search';
import {useClientList, type Client} from '../api/clients';
import {PageHeader} from '../components/PageHeader';

const columns: Column<Client>[] = [
  {key: 'clientNumber', label: 'Client number', render: c => c.clientNumber ?? ''},
  {key: 'name', label: 'Name', render: c => clientName(c)},
  {key: 'phone', label: 'Phone', render: c => c.phone ?? ''},
  {key: 'city', label: 'City', render: c => c.city ?? ''},
  {key: 'country', label: 'Country', render: c => (c.country ? (COUNTRY_LABELS[c.country as Country] ?? c.country) : '')},
  {
    key: 'actions',
    label: 'Actions',
    align: 'right',
    render: c => (
      <Button size="small" variant="outlined" component={RouterLink} to={`/admin/clients/${c.id}`} aria-label={`Edit ${clientName(c)}`}>
        Edit
      </Button>
    ),
  },
];

export function ClientsListRoute() {
  const paging = usePaging(25);
  const search = useListSearch(paging);
  const list = useClientList({search: search.debounced, page: paging.page, pageSize: paging.pageSize});
  return (
    <>
      <PageHeader title="Clients" />
      <Box sx={{mb: 2}}>
        <TextField label="Name or phone" {...search.field} />
      </Box>
      <DataTable label="Clients" columns={columns} rows={list.rows} rowKey={c => c.id ?? 0} loading={list.isPending} count={list.count} {...paging.table} />
    </>
  );
}
