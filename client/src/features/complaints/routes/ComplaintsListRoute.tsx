import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_CATEGORY_NAMES,
  COMPLAINT_FILED_BY,
  COMPLAINT_FILED_BY_LABELS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  complaintSubcategoryLabel,
  isComplaintOverdue,
  type ComplaintCategory,
  type ComplaintFiledBy,
} from '@karat/shared';
import {Link as RouterLink} from 'react-router-dom';
import type {Column} from '@/components/DataTable';
import {DateCell} from '@/components/DateCell';
import {ListPage} from '@/components/ListPage';
import {clientName} from '@/entities/client';
import {useServerList} from '@/lib/server-list';
import {COMPLAINT_LIST_DEFAULTS, complaintListSource, type ComplaintFilters, type ComplaintWithRelations} from '../api/complaints';
import {ComplaintStatusBadge} from '../components/ComplaintStatusBadge';

const clientOf = (c: ComplaintWithRelations) => [c.clientNumber ?? '', c.client ? clientName(c.client) : ''].filter(part => part !== '').join(' ');

function columns(now: Date): Column<ComplaintWithRelations>[] {
  return [
    {
      key: 'complaintNumber',
      label: 'Number',
      render: c => (
        <Link component={RouterLink} to={`/complaints/${c.id}`} aria-label={`Complaint ${c.complaintNumber}`}>
          {c.complaintNumber}
        </Link>
      ),
    },
    {key: 'status', label: 'Status', render: c => <ComplaintStatusBadge status={c.status} />},
    {
      key: 'reason',
      label: 'Reason',
      render: c => (
        <>
          {COMPLAINT_CATEGORY_LABELS[c.reasonCategory as ComplaintCategory] ?? c.reasonCategory}
          <Typography variant="body2" color="text.secondary">
            {c.reasonSubcategory ? complaintSubcategoryLabel(c.reasonSubcategory) : ''}
          </Typography>
        </>
      ),
    },
    {key: 'complaintFiledBy', label: 'Filed by', render: c => COMPLAINT_FILED_BY_LABELS[c.complaintFiledBy as ComplaintFiledBy] ?? c.complaintFiledBy},
    {key: 'client', label: 'Client', render: clientOf},
    {key: 'orderNumber', label: 'Order', render: c => c.orderNumber ?? ''},
    {key: 'complaintDate', label: 'Complaint date', render: c => <DateCell value={c.complaintDate} />},
    {
      key: 'dueDate',
      label: 'Due date',
      render: c =>
        isComplaintOverdue(c, now) ? (
          <Typography component="span" color="error" sx={{fontWeight: 600}}>
            Overdue: <DateCell value={c.dueDate} />
          </Typography>
        ) : (
          <DateCell value={c.dueDate} />
        ),
    },
    {key: 'isClosed', label: 'Closed', render: c => (c.isClosed ? 'Yes' : 'No')},
  ];
}

const ANY = 'Any';

/** A filter select of the list; '' is any. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(value: string): void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={event => onChange(event.target.value)} sx={{minWidth: 180}}>
      <MenuItem value="">{ANY}</MenuItem>
      {options.map(option => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

const YES_NO = ['yes', 'no'] as const;
const YES_NO_LABELS = {yes: 'Yes', no: 'No'};

/** Spec 02 §2 "Complaints": newest first, 50 a page with the total, filtered on the server. */
export function ComplaintsListRoute() {
  const list = useServerList({defaults: COMPLAINT_LIST_DEFAULTS, ...complaintListSource});
  const filter = (name: keyof ComplaintFilters) => ({value: list.state.filters[name], onChange: (value: string) => list.setFilters({[name]: value})});
  return (
    <ListPage
      title="Complaints"
      actions={
        <Button variant="contained" component={RouterLink} to="/complaints/create">
          New complaint
        </Button>
      }
      filters={
        <>
          <FilterSelect label="Status" options={COMPLAINT_STATUSES} labels={COMPLAINT_STATUS_LABELS} {...filter('status')} />
          <FilterSelect label="Reason category" options={COMPLAINT_CATEGORY_NAMES} labels={COMPLAINT_CATEGORY_LABELS} {...filter('reasonCategory')} />
          <FilterSelect label="Filed by" options={COMPLAINT_FILED_BY} labels={COMPLAINT_FILED_BY_LABELS} {...filter('complaintFiledBy')} />
          <FilterSelect label="Closed" options={YES_NO} labels={YES_NO_LABELS} {...filter('closed')} />
          <FilterSelect label="Overdue" options={YES_NO} labels={YES_NO_LABELS} {...filter('overdue')} />
        </>
      }
      list={list}
      label="Complaints"
      columns={columns(new Date())}
      rowKey={c => c.id ?? 0}
      emptyText={COMPLAINT_MESSAGES.noneFound}
      errorTitle={COMPLAINT_MESSAGES.fetchFailed}
    />
  );
}
