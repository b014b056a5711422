import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {FIRST_RUN_MESSAGES, LIMITS, setupTokenOf} from '@karat/shared';
import {firstAdminSchema} from '@karat/shared/password-rules';
import {useState, type FormEvent} from 'react';
import {Link as RouterLink, useNavigate} from 'react-router-dom';
import {errorMessage} from '@/lib/api-error';
import {tokenStore} from '@/lib/auth-token';
import {useCompleteSetup} from '../api/auth';

type Field = 'username' | 'password' | 'repeat';
const REPEAT_DIFFERS = 'The two passwords differ';

/** The token of the link this page was opened with; taken out of the address bar so it is not left in the history. */
function takeLinkToken(): string | undefined {
  const token = setupTokenOf(window.location.hash);
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/**
 * /setup#token=...: the first run's one-time link (printed by the server while no member exists)
 * creates the first admin, under the same username and password rules as any member, and signs in.
 */
export function SetupRoute() {
  const [token] = useState(takeLinkToken);
  const [values, setValues] = useState({username: '', password: '', repeat: ''});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const setup = useCompleteSetup();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = firstAdminSchema.safeParse({token, username: values.username, password: values.password});
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as Field] ??= issue.message;
    if (values.repeat !== values.password) next.repeat = REPEAT_DIFFERS;
    setErrors(next);
    if (!parsed.success || next.repeat) return;
    setup.mutate(parsed.data, {
      onSuccess: answer => {
        tokenStore.set(answer.id ?? null);
        navigate('/', {replace: true});
      },
    });
  }

  const field = (name: Field, label: string, props: {type?: string; autoComplete: string; autoFocus?: boolean; helperText?: string}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={event => setValues(v => ({...v, [name]: event.target.value}))}
      error={Boolean(errors[name])}
      {...props}
      helperText={errors[name] ?? props.helperText}
      required
    />
  );

  return (
    <Box sx={{minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100'}}>
      <Paper component="form" aria-label="First admin" onSubmit={submit} noValidate sx={{p: 4, width: 400, display: 'grid', gap: 2}}>
        <Typography variant="h5" component="h1">
          Create the first admin
        </Typography>
        {token ? (
          <>
            <Typography color="text.secondary">This link works once: the admin you create here adds every other member.</Typography>
            {field('username', 'Username', {autoComplete: 'username', autoFocus: true})}
            {field('password', 'Password', {
              type: 'password',
              autoComplete: 'new-password',
              helperText: `At least ${LIMITS.passwordMin} characters, not a common password`,
            })}
            {field('repeat', 'Repeat password', {type: 'password', autoComplete: 'new-password'})}
            <Button type="submit" variant="contained" disabled={setup.isPending}>
              Create admin
            </Button>
            {setup.isError && <Alert severity="error">{errorMessage(setup.error)}</Alert>}
          </>
        ) : (
          <Alert severity="error">{FIRST_RUN_MESSAGES.invalidLink}</Alert>
        )}
        <Link component={RouterLink} to="/login">
          Back to the login
        </Link>
      </Paper>
    </Box>
  );
}
