import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {useEffect, useState} from 'react';
import {tellerClientSchema, type TellerClientForm as Form} from '@karat/shared/teller';
import {useNotify} from '@/components/Notifications';
import {Section} from '@/components/Facts';
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

/**
 * The client form of the teller's page (spec 02 §2 "Teller": country, language and IBAN hidden), saved during the call.
 * `onTyped` tells the page while something is typed and not saved: the page's one unsaved-changes
 * guard asks for both forms (a router keeps only one blocker).
 */
export function TellerClientForm({
  orderId,
  orderNumber,
  client,
  onTyped,
}: {
  orderId: number;
  orderNumber?: number | null;
  client: OrderWithRelations['client'];
  onTyped(typed: boolean): void;
}) {
  const [saved, setSaved] = useState(() => initial(client));
  const [values, setValues] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const edit = useEditTellerClient(orderId);
  const notify = useNotify();
  const dirty = FIELDS.some(([key]) => values[key] !== saved[key]);
  const typed = dirty && !edit.isPending;
  useEffect(() => onTyped(typed), [typed, onTyped]);

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
