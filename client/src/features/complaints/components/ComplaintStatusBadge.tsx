import Chip from '@mui/material/Chip';
import {COMPLAINT_STATUS_COLOURS, COMPLAINT_STATUS_LABELS, type ComplaintStatus} from '@karat/shared';

// Spec 02 §9 names the colours as the old Bootstrap badges did; danger is MUI's error, dark a near-black chip.
const MUI_COLOUR = {
  warning: 'warning',
  info: 'info',
  primary: 'primary',
  secondary: 'secondary',
  danger: 'error',
  success: 'success',
  dark: 'default',
} as const;

export function ComplaintStatusBadge({status}: {status: ComplaintStatus | undefined}) {
  if (!status) return null;
  const colour = COMPLAINT_STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={COMPLAINT_STATUS_LABELS[status]}
      color={MUI_COLOUR[colour]}
      sx={colour === 'dark' ? {bgcolor: 'grey.900', color: 'common.white'} : undefined}
    />
  );
}
