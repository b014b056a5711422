import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {MEMBER_LIST_DEFAULTS, memberListSource, memberRoles, memberTeam, type Member} from '@/entities/member';
import {useFilterText, useServerList} from '@/lib/server-list';

const columns: Column<Member>[] = [
  {key: 'name', label: 'Name', render: m => m.name},
  {key: 'username', label: 'Username', render: m => m.username},
  {key: 'team', label: 'Team', render: memberTeam},
  {key: 'roles', label: 'Roles', render: memberRoles},
  {key: 'active', label: 'Active', render: m => (m.isActive ? 'Yes' : 'No')},
  {
    key: 'actions',
    label: 'Actions',
    align: 'right',
    render: m => (
      <Box sx={{display: 'flex', gap: 1, justifyContent: 'flex-end'}}>
        <Button size="small" variant="outlined" component={RouterLink} to={`/admin/users/${m.id}`} aria-label={`Edit ${m.name}`}>
          Edit
        </Button>
        <Button size="small" component={RouterLink} to={`/admin/users/${m.id}/password`} aria-label={`Change password of ${m.name}`}>
          Change password
        </Button>
      </Box>
    ),
  },
];

export function UsersListRoute() {
  const list = useServerList({defaults: MEMBER_LIST_DEFAULTS, ...memberListSource});
  const name = useFilterText(list, 'name');
  return (
    <ListPage
      title="Users"
      actions={
        <Button variant="contained" component={RouterLink} to="/admin/users/new">
          New user
        </Button>
      }
      filters={
        <>
          <TextField label="Name" {...name} />
          <FormControlLabel
            control={<Checkbox checked={list.state.filters.active !== '0'} onChange={event => list.setFilters({active: event.target.checked ? '1' : '0'})} />}
            label="Show active"
          />
        </>
      }
      list={list}
      label="Users"
      columns={columns}
      rowKey={m => m.id ?? m.username}
    />
  );
}
