import {Navigate, useLocation} from 'react-router-dom';
import {useAuthToken} from '@/lib/use-auth-token';
import {LoginForm} from '../components/LoginForm';

export function LoginRoute() {
  const token = useAuthToken();
  const location = useLocation();
  if (token) {
    const from = (location.state as {from?: string} | null)?.from;
    return <Navigate to={from && from !== '/logout' ? from : '/'} replace />;
  }
  return <LoginForm />;
}
