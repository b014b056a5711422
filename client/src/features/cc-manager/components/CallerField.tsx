import MenuItem from '@mui/material/MenuItem';
import {FormikTextField} from '@/components/FormFields';
import {callerLabel, useCallers} from '../api/cc-manager';

/**
 * A formik select of the callers. `newCaller` (a transfer's target) offers the active buyers only,
 * as the server takes no one else; every other chooser offers all buyers and cold callers, the
 * deactivated ones marked and last. `optional` adds an 'All callers' choice.
 */
export function CallerField({
  name,
  label,
  optional,
  required,
  newCaller,
}: {
  name: string;
  label: string;
  optional?: boolean;
  required?: boolean;
  newCaller?: boolean;
}) {
  const callers = useCallers();
  const offered = newCaller ? callers.data?.filter(caller => caller.isActive && caller.isBuyer) : callers.data;
  return (
    <FormikTextField name={name} label={label} select required={required} sx={{minWidth: 220}}>
      {optional && <MenuItem value="">All callers</MenuItem>}
      {offered?.map(caller => (
        <MenuItem key={caller.id} value={String(caller.id)}>
          {callerLabel(caller)}
        </MenuItem>
      ))}
    </FormikTextField>
  );
}
