import {useEffect, useRef, useState} from 'react';
import {Navigate} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {tokenStore} from '@/lib/auth-token';
import {logoutOnServer} from '../api/auth';

export function LogoutRoute() {
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; revoke once.
    if (started.current) return;
    started.current = true;
    const finish = () => {
      tokenStore.clear();
      setDone(true);
    };
    if (tokenStore.get()) void logoutOnServer().finally(finish);
    else finish();
  }, []);

  return done ? <Navigate to="/login" replace /> : <Loading />;
}
