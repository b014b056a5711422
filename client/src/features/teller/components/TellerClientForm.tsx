import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {useState} from 'react';
import {tellerClientSchema, type TellerClientForm as Form} from '@karat/shared/teller';
import {useNotify} from '@/components/Notifications';
import {Section} from '@/components/Facts';
import {useUnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {errorMessage} from '@/lib/api-error';
import {useEditTellerClient, type OrderWithRelations} from '../api/teller';

const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['address', 'Address'],
  ['zip', 'Zip'],
  ['city', 'City'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['birthYear', 'Birth year'],
] as const;
type Key = (typeof FIELDS)[number][0];

const initial = (client: OrderWithRelations['client']) =>
  Object.fromEntries(FIELDS.map(([key]) => [key, client?.[key] === null || client?.[key] === undefined ? '' : String(client[key])])) as Record<Key, string>;

/** The client form of the teller's page (spec 02 §2 "Teller": country, language and IBAN hidden), saved during the call. */
export function TellerClientForm({orderId, orderNumber, client}: {orderId: number; orderNumber?: number | null; client: OrderWithRelations['client']}) {
  const [saved, setSaved] = useState(() => initial(client));
  const [values, setValues] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const edit = useEditTellerClient(orderId);
  const notify = useNotify();
  const dirty = FIELDS.some(([key]) => values[key] !== saved[key]);
  useUnsavedChangesGuard(dirty && !edit.isPending);

  const save = () => {
    const body = {...values, birthYear: values.birthYear.trim() === '' ? null : Number(values.birthYear)};
    const checked = tellerClientSchema(client?.country).safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    edit.mutate(checked.data as Form, {
      onSuccess: () => {
        setSaved(values);
        notify.success(`Order ${orderNumber ?? ''}: client saved`);
      },
      onError: error => setProblem(errorMessage(error)),
    });
  };

  return (
    <Section title="Client">
      <Stack spacing={1} sx={{mt: 1}}>
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            size="small"
            value={values[key]}
            error={Boolean(problem) && problem!.startsWith(label)}
            onChange={event => setValues({...values, [key]: event.target.value})}
          />
        ))}
        {problem && <span role="alert">{problem}</span>}
        <div>
          <Button variant="outlined" size="small" onClick={save} disabled={!dirty || edit.isPending}>
            Save client
          </Button>
        </div>
      </Stack>
    </Section>
  );
}
