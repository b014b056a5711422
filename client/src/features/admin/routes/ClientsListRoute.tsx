import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {CLIENT_LIST_DEFAULTS, clientColumns, clientListSource, clientName, type Client} from '@/entities/client';
import {useFilterText, useServerList} from '@/lib/server-list';

const columns: Column<Client>[] = [
  clientColumns.clientNumber,
  clientColumns.name,
  clientColumns.phone,
  clientColumns.city,
  clientColumns.country,
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
  const list = useServerList({defaults: CLIENT_LIST_DEFAULTS, ...clientListSource()});
  const search = useFilterText(list, 'q');
  return (
    <ListPage title="Clients" filters={<TextField label="Name or phone" {...search} />} list={list} label="Clients" columns={columns} rowKey={c => c.id ?? 0} />
  );
}
