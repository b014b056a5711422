import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {IDENTITY_CHECK_LABELS, IDENTITY_CHECK_METHODS, IDENTITY_MESSAGES, parsePersonnummer} from '@karat/shared';
import {useField} from 'formik';
import {Section} from '@/components/Facts';

export interface Identity {
  personalIdentityNumber: string;
  identityMethod: string;
  documentNumber: string;
}

/** A Swedish purchase's seller identity (law 1999:271), the form's `identity`: the personnummer and how it was checked. */
export function SellerIdentity({today}: {today: string}) {
  const [{value}, , {setValue}] = useField<Identity>('identity');
  const change = (key: keyof Identity) => (event: {target: {value: string}}) => void setValue({...value, [key]: event.target.value});
  const pin = value.personalIdentityNumber.trim();
  const invalid = pin !== '' && parsePersonnummer(pin, today) === undefined;
  return (
    <Section title="Seller's identity (Swedish purchase)">
      <Stack spacing={1.5} sx={{mt: 1}}>
        <TextField
          label="Personal identity number"
          size="small"
          value={value.personalIdentityNumber}
          onChange={change('personalIdentityNumber')}
          error={invalid}
          helperText={invalid ? IDENTITY_MESSAGES.personalIdentityNumberInvalid : 'YYYYMMDD-NNNN; kept for the police report'}
          slotProps={{htmlInput: {autoComplete: 'off', inputMode: 'numeric'}}}
        />
        <TextField select label="Identity checked by" size="small" value={value.identityMethod} onChange={change('identityMethod')}>
          {IDENTITY_CHECK_METHODS.map(method => (
            <MenuItem key={method} value={method}>
              {IDENTITY_CHECK_LABELS[method]}
            </MenuItem>
          ))}
        </TextField>
        {value.identityMethod && value.identityMethod !== 'bankid' && (
          <TextField label="Document number" size="small" value={value.documentNumber} onChange={change('documentNumber')} />
        )}
      </Stack>
    </Section>
  );
}
