import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {ROLE_FLAGS, ROLE_LABELS, TEAM_LABELS, type Team} from '@karat/shared';
import {useState} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import {useListSearch} from '@/components/list-search';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {useMemberList, type Member} from '../api/members';
import {PageHeader} from '../components/PageHeader';

const columns: Column<Member>[] = [
  {key: 'name', label: 'Name', render: m => m.name},
  {key: 'username', label: 'Username', render: m => m.username},
  {key: 'team', label: 'Team', render: m => (m.team ? (TEAM_LABELS[m.team as Team] ?? m.team) : '')},
  {
    key: 'roles',
    label: 'Roles',
    render: m =>
      ROLE_FLAGS.filter(flag => m[flag] === true)
        .map(flag => ROLE_LABELS[flag])
        .join(', '),
  },
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
  const [activeOnly, setActiveOnly] = useState(true);
  const paging = usePaging(25);
  const search = useListSearch(paging);
  const list = useMemberList({name: search.debounced, activeOnly, page: paging.page, pageSize: paging.pageSize});

  return (
    <>
      <PageHeader title="Users">
        <Button variant="contained" component={RouterLink} to="/admin/users/new">
          New user
        </Button>
      </PageHeader>
      <Box sx={{display: 'flex', gap: 2, alignItems: 'center', mb: 2}}>
        <TextField label="Name" {...search.field} />
        <FormControlLabel
          control={
            <Checkbox
              checked={activeOnly}
              onChange={event => {
                setActiveOnly(event.target.checked);
                paging.reset();
              }}
            />
          }
          label="Show active"
        />
      </Box>
      <DataTable
        label="Users"
        columns={columns}
        rows={list.rows}
        rowKey={m => m.id ?? m.username}
        loading={list.isPending}
        count={list.count}
        {...paging.table}
      />
    </>
  );
}
