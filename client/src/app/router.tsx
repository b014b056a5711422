import {lazy, Suspense} from 'react';
import {createBrowserRouter, Navigate, useLocation} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {LoginRoute, LogoutRoute} from '@/features/auth';
import {adminRoutes} from '@/features/admin/routes';
import {customerServiceRoutes} from '@/features/customer-service/routes';
import {receiverRoutes} from '@/features/receiver/routes';
import {buyerRoutes} from '@/features/buyer/routes';
import {coldCaseRoutes} from '@/features/cold-cases/routes';
import {ccManagerRoutes} from '@/features/cc-manager/routes';
import {useAuthToken} from '@/lib/use-auth-token';

// Everything behind the login is split off so the login page downloads little.
const AppShell = lazy(() => import('./shell/AppShell').then(m => ({default: m.AppShell})));
const HomeRoute = lazy(() => import('./routes/HomeRoute').then(m => ({default: m.HomeRoute})));
const NotFoundRoute = lazy(() => import('./routes/NotFoundRoute').then(m => ({default: m.NotFoundRoute})));

function RequireAuth() {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{from: location.pathname + location.search}} />;
  return (
    <Suspense fallback={<Loading />}>
      <AppShell />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {path: '/login', element: <LoginRoute />},
  {path: '/logout', element: <LogoutRoute />},
  {
    element: <RequireAuth />,
    children: [
      {index: true, element: <HomeRoute />},
      ...adminRoutes,
      ...customerServiceRoutes,
      ...receiverRoutes,
      ...buyerRoutes,
      ...coldCaseRoutes,
      ...ccManagerRoutes,
      {path: '*', element: <NotFoundRoute />},
    ],
  },
]);
