import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {bankNameOfIban, formatIban, isValidIban, tellerApprovalProblem} from '@karat/shared/teller';
import {useField, useFormikContext} from 'formik';
import {Section} from '@/components/Facts';

export interface Bank {
  iban: string;
  bban: string;
  sortCode: string;
  account: string;
}

/**
 * The right column's account, the form's `bank`: IBAN/BBAN (non-UK, a BBAN becomes the IBAN when
 * the field is left) or the UK account number and sort code. A BBAN that does not convert says why
 * in the form's status (the problem shown above the form).
 */
export function BankDetails({country}: {country: string}) {
  const [{value}, , {setValue}] = useField<Bank>('bank');
  const {setStatus} = useFormikContext();
  const change = (key: keyof Bank) => (event: {target: {value: string}}) => void setValue({...value, [key]: event.target.value});
  const bankName = bankNameOfIban(value.iban);
  if (country === 'uk')
    return (
      <Section title="Bank details">
        <Stack spacing={1}>
          <TextField label="UK account number" size="small" value={value.account} onChange={change('account')} />
          <TextField label="UK sort code" size="small" value={value.sortCode} onChange={change('sortCode')} />
        </Stack>
      </Section>
    );
  return (
    <Section title="Bank details">
      <Stack spacing={1}>
        <TextField
          label="IBAN"
          size="small"
          value={value.iban}
          onChange={change('iban')}
          helperText={isValidIban(value.iban) ? `${formatIban(value.iban)}${bankName ? ` · ${bankName}` : ''}` : undefined}
        />
        <TextField
          label="BBAN"
          size="small"
          value={value.bban}
          helperText={country === 'sweden' ? 'Clearing number and account' : 'Converted to the IBAN'}
          onChange={change('bban')}
          onBlur={() => {
            const checked = tellerApprovalProblem(country, {offeredDeclined: true, bban: value.bban});
            if (value.bban.trim() && 'bank' in checked && checked.bank.iban) {
              void setValue({...value, iban: checked.bank.iban, bban: ''});
              setStatus(undefined);
            } else if (value.bban.trim() && 'error' in checked) setStatus(checked.error);
          }}
        />
      </Stack>
    </Section>
  );
}
