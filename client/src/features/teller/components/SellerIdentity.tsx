import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {IDENTITY_CHECK_LABELS, IDENTITY_CHECK_METHODS, IDENTITY_MESSAGES} from '@karat/shared';
import {Section} from '@/components/Facts';

export interface Identity {
  personalIdentityNumber: string;
  identityMethod: string;
  documentNumber: string;
}

/** A Swedish purchase's seller identity (law 1999:271): the personnummer and how it was checked. */
export function SellerIdentity({value, valid, onChange}: {value: Identity; valid: boolean; onChange(next: Identity): void}) {
  const typed = value.personalIdentityNumber.trim() !== '';
  return (
    <Section title="Seller's identity (Swedish purchase)">
      <Stack spacing={1.5} sx={{mt: 1}}>
        <TextField
          label="Personal identity number"
          size="small"
          value={value.personalIdentityNumber}
          onChange={event => onChange({...value, personalIdentityNumber: event.target.value})}
          error={typed && !valid}
          helperText={typed && !valid ? IDENTITY_MESSAGES.personalIdentityNumberInvalid : 'YYYYMMDD-NNNN; kept for the police report'}
          slotProps={{htmlInput: {autoComplete: 'off', inputMode: 'numeric'}}}
        />
        <TextField
          select
          label="Identity checked by"
          size="small"
          value={value.identityMethod}
          onChange={event => onChange({...value, identityMethod: event.target.value})}
        >
          {IDENTITY_CHECK_METHODS.map(method => (
            <MenuItem key={method} value={method}>
              {IDENTITY_CHECK_LABELS[method]}
            </MenuItem>
          ))}
        </TextField>
        {value.identityMethod && value.identityMethod !== 'bankid' && (
          <TextField
            label="Document number"
            size="small"
            value={value.documentNumber}
            onChange={event => onChange({...value, documentNumber: event.target.value})}
          />
        )}
      </Stack>
    </Section>
  );
}
