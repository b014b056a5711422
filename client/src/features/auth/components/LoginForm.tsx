import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import {FIRST_RUN_MESSAGES, loginSchema} from '@karat/shared';
import {useState, type ChangeEvent, type FormEvent} from 'react';
import {errorMessage} from '@/lib/api-error';
import {tokenStore} from '@/lib/auth-token';
import {useLogin, useSetupState} from '../api/auth';

type Field = 'username' | 'password';

// Plain state instead of formik: the login page is the first download and stays small.
export function LoginForm() {
  const [values, setValues] = useState({username: '', password: ''});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const login = useLogin();
  const setup = useSetupState();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
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
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Login
        </Button>
        {login.isError && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      </Paper>
    </Box>
  );
}
