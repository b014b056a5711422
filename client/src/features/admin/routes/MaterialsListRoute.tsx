import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {Link as RouterLink} from 'react-router-dom';
import {useListSearch} from '@/components/list-search';
import {DataTable, type Column, usePaging} from '@/components/DataTable';
import {MATERIAL_CATEGORY_LABELS, NO_CATEGORY_LABEL} from '@/lib/labels';
import {useMaterialList, type Material} from '../api/materials';
import {PageHeader} from '../components/PageHeader';

const columns: Column<Material>[] = [
  {key: 'name', label: 'Name', render: m => m.name},
  {key: 'price', label: 'Price', align: 'right', render: m => m.price},
  {
    key: 'category',
    label: 'Category',
    render: m => (m.category === 'gold' || m.category === 'silver' ? MATERIAL_CATEGORY_LABELS[m.category] : NO_CATEGORY_LABEL),
  },
  {
    key: 'actions',
    label: 'Actions',
    align: 'right',
    render: m => (
      <Button size="small" variant="outlined" component={RouterLink} to={`/admin/materials/${m.id}`} aria-label={`Edit ${m.name}`}>
        Edit
      </Button>
    ),
  },
];

export function MaterialsListRoute() {
  const paging = usePaging(25);
  const search = useListSearch(paging);
  const list = useMaterialList({name: search.debounced, page: paging.page, pageSize: paging.pageSize});
  return (
    <>
      <PageHeader title="Materials">
        <Button variant="contained" component={RouterLink} to="/admin/materials/new">
          New material
        </Button>
      </PageHeader>
      <Box sx={{mb: 2}}>
        <TextField label="Name" {...search.field} />
      </Box>
      <DataTable
        label="Materials"
        columns={columns}
        rows={list.rows}
        rowKey={m => m.id ?? m.name}
        loading={list.isPending}
        count={list.count}
        {...paging.table}
      />
    </>
  );
}
