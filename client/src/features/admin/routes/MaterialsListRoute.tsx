import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {formatMoney} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {MATERIAL_CATEGORY_LABELS, NO_CATEGORY_LABEL} from '@/lib/labels';
import {useFilterText, useServerList} from '@/lib/server-list';
import {MATERIAL_LIST_DEFAULTS, materialListSource, type Material} from '../api/materials';

const columns: Column<Material>[] = [
  {key: 'name', label: 'Name', render: m => m.name},
  // Materials are priced in euros per gram.
  {key: 'price', label: 'Price', align: 'right', render: m => formatMoney(m.price, 'EUR')},
  {
    key: 'category',
    label: 'Category',
    render: m => (m.category === 'gold' || m.category === 'silver' ? MATERIAL_CATEGORY_LABELS[m.category] : NO_CATEGORY_LABEL),
  },
  {key: 'fineness', label: 'Fineness', align: 'right', render: m => (m.fineness == null ? '' : m.fineness.toFixed(3))},
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
  const list = useServerList({defaults: MATERIAL_LIST_DEFAULTS, ...materialListSource});
  const name = useFilterText(list, 'name');
  return (
    <ListPage
      title="Materials"
      actions={
        <Button variant="contained" component={RouterLink} to="/admin/materials/new">
          New material
        </Button>
      }
      filters={<TextField label="Name" {...name} />}
      list={list}
      label="Materials"
      columns={columns}
      rowKey={m => m.id ?? m.name}
    />
  );
}
