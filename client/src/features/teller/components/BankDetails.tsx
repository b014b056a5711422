import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {bankNameOfIban, formatIban, isValidIban, tellerApprovalProblem} from '@karat/shared/teller';
import {Section} from '@/components/Facts';

export interface Bank {
  iban: string;
  bban: string;
  sortCode: string;
  account: string;
}

/** The right column's account: IBAN/BBAN (non-UK, a BBAN becomes the IBAN) or the UK account number and sort code. */
export function BankDetails({country, value, onChange, onProblem}: {country: string; value: Bank; onChange(next: Bank): void; onProblem(text?: string): void}) {
  const bankName = bankNameOfIban(value.iban);
  if (country === 'uk')
    return (
      <Section title="Bank details">
        <Stack spacing={1}>
          <TextField label="UK account number" size="small" value={value.account} onChange={event => onChange({...value, account: event.target.value})} />
          <TextField label="UK sort code" size="small" value={value.sortCode} onChange={event => onChange({...value, sortCode: event.target.value})} />
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
          onChange={event => onChange({...value, iban: event.target.value})}
          helperText={isValidIban(value.iban) ? `${formatIban(value.iban)}${bankName ? ` · ${bankName}` : ''}` : undefined}
        />
        <TextField
          label="BBAN"
          size="small"
          value={value.bban}
          helperText={country === 'sweden' ? 'Clearing number and account' : 'Converted to the IBAN'}
          onChange={event => onChange({...value, bban: event.target.value})}
          onBlur={() => {
            const checked = tellerApprovalProblem(country, {offeredDeclined: true, bban: value.bban});
            if (value.bban.trim() && 'bank' in checked && checked.bank.iban) {
              onChange({...value, iban: checked.bank.iban, bban: ''});
              onProblem(undefined);
            } else if (value.bban.trim() && 'error' in checked) onProblem(checked.error);
          }}
        />
      </Stack>
    </Section>
  );
}
