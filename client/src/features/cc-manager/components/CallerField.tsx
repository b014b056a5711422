import MenuItem from '@mui/material/MenuItem';
import {FormikTextField} from '@/components/FormFields';
import {useActiveBuyers} from '../api/cc-manager';

/** A formik select of the active buyers; `optional` adds an 'All callers' choice. */
export function CallerField({name, label, optional, required}: {name: string; label: string; optional?: boolean; required?: boolean}) {
  const buyers = useActiveBuyers();
  return (
    <FormikTextField name={name} label={label} select required={required} sx={{minWidth: 220}}>
      {optional && <MenuItem value="">All callers</MenuItem>}
      {buyers.data?.map(member => (
        <MenuItem key={member.id} value={String(member.id)}>
          {member.name}
        </MenuItem>
      ))}
    </FormikTextField>
  );
}
