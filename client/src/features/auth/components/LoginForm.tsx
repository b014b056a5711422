import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import {FIRST_RUN_MESSAGES, PASSWORD_CHANGE, loginSchema} from '@karat/shared';
import {useState, type ChangeEvent, type FormEvent} from 'react';
import {errorCode, errorMessage} from '@/lib/api-error';
import {tokenStore} from '@/lib/auth-token';
import {useLogin, useSetupState} from '../api/auth';

type Field = 'username' | 'password' | 'newPassword' | 'repeatPassword';

// Plain state instead of formik: the login page is the first download and stays small.
export function LoginForm() {
  const [values, setValues] = useState({username: '', password: '', newPassword: '', repeatPassword: ''});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The server asked this member to choose a password (PASSWORD_CHANGE): the form asks for it twice
  // and sends the login again with it; the server checks the password rules.
  const [choosing, setChoosing] = useState(false);
  const login = useLogin();
  const setup = useSetupState();
  const mustChoose = choosing || (login.isError && errorCode(login.error) === PASSWORD_CHANGE.code);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mustChoose && values.newPassword !== values.repeatPassword) {
      setErrors({repeatPassword: 'The two new passwords differ'});
      return;
    }
    const {repeatPassword: _repeat, newPassword, ...credentials} = values;
    const parsed = loginSchema.safeParse(mustChoose ? {...credentials, newPassword} : credentials);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (mustChoose) setChoosing(true);
    login.mutate(parsed.data, {onSuccess: answer => tokenStore.set(answer.id ?? null)});
  }

  // Built from FormControl + OutlinedInput rather than TextField: TextField pulls in Select, Menu
  // and Popover, which the login page does not need.
  const field = (name: Field, label: string, props: {type?: string; autoComplete: string; autoFocus?: boolean}) => (
    <FormControl error={Boolean(errors[name])} fullWidth>
      <InputLabel htmlFor={`login-${name}`}>{label}</InputLabel>
      <OutlinedInput
        id={`login-${name}`}
        name={name}
        label={label}
        value={values[name]}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValues(v => ({...v, [name]: event.target.value}))}
        aria-describedby={errors[name] ? `login-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && <FormHelperText id={`login-${name}-error`}>{errors[name]}</FormHelperText>}
    </FormControl>
  );

  return (
    <Box sx={{minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100'}}>
      <Paper component="form" aria-label="Login" onSubmit={submit} noValidate sx={{p: 4, width: 360, display: 'grid', gap: 2}}>
        <Typography variant="h5" component="h1">
          Karat
        </Typography>
        {setup.data?.setupNeeded && (
          <Alert severity="info" role="status">
            {FIRST_RUN_MESSAGES.loginHint}
          </Alert>
        )}
        {field('username', 'Username', {autoComplete: 'username', autoFocus: true})}
        {field('password', 'Password', {type: 'password', autoComplete: 'current-password'})}
        {mustChoose && (
          <>
            <Alert severity="info" role="status">
              {PASSWORD_CHANGE.required}
            </Alert>
            {field('newPassword', 'New password', {type: 'password', autoComplete: 'new-password', autoFocus: true})}
            {field('repeatPassword', 'Repeat the new password', {type: 'password', autoComplete: 'new-password'})}
          </>
        )}
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Login
        </Button>
        {/* The first PASSWORD_CHANGE answer only opens the new-password fields; later ones are errors. */}
        {login.isError && (choosing || errorCode(login.error) !== PASSWORD_CHANGE.code) && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      </Paper>
    </Box>
  );
}
