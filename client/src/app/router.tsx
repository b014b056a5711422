import {lazy, Suspense} from 'react';
import {createBrowserRouter, Navigate, useLocation, type RouteObject} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {LoginRoute, LogoutRoute, usePrefetchCurrentMember} from '@/features/auth';
import {adminRoutes} from '@/features/admin/routes';
import {customerServiceRoutes} from '@/features/customer-service/routes';
import {receiverRoutes} from '@/features/receiver/routes';
import {buyerRoutes} from '@/features/buyer/routes';
import {coldCaseRoutes} from '@/features/cold-cases/routes';
import {ccManagerRoutes} from '@/features/cc-manager/routes';
import {orderViewRoutes} from '@/features/orders/routes';
import {packagerRoutes, registrationRoutes} from '@/features/packager/routes';
import {valuationRoutes} from '@/features/valuation/routes';
import {tellerRoutes} from '@/features/teller/routes';
import {bursarRoutes} from '@/features/bursar/routes';
import {complaintRoutes} from '@/features/complaints/routes';
import {reportRoutes} from '@/features/reports/routes';
import {payerRoutes, paymentFileRoutes} from '@/features/payer/routes';
import {printingRoutes} from '@/features/printing/routes';
import {timeRecordingRoutes} from '@/features/time-recording/routes';
import {ORDER_READER_ROLES, PRINTING_ROLES, REGISTRATION_ROLES} from '@karat/shared';
import {useAuthToken} from '@/lib/use-auth-token';
import {AnyRoleGate, RoleGate} from './routes/RoleGate';

// Everything behind the login is split off so the login page downloads little.
const AppShell = lazy(() => import('./shell/AppShell').then(m => ({default: m.AppShell})));
const HomeRoute = lazy(() => import('./routes/HomeRoute').then(m => ({default: m.HomeRoute})));
// The first run's page (with the password rules' list of common passwords) loads only from its link.
const SetupRoute = lazy(() => import('@/features/auth/routes/SetupRoute').then(m => ({default: m.SetupRoute})));
const NotFoundRoute = lazy(() => import('./routes/NotFoundRoute').then(m => ({default: m.NotFoundRoute})));

function RequireAuth() {
  const token = useAuthToken();
  const location = useLocation();
  return token ? <SignedIn /> : <Navigate to="/login" replace state={{from: location.pathname + location.search}} />;
}

function SignedIn() {
  usePrefetchCurrentMember();
  return (
    <Suspense fallback={<Loading />}>
      <AppShell />
    </Suspense>
  );
}

/** A feature's screens behind the role flag of its menu area (shared SIDEBAR): one rule for menu and routes. */
const gated = (area: string, routes: RouteObject[]): RouteObject => ({element: <RoleGate area={area} />, children: routes});

/** The signed-in screens, apart from the router so route tests can mount them in a memory router. */
export const appRoutes: RouteObject[] = [
  {index: true, element: <HomeRoute />},
  gated('admin', adminRoutes),
  gated('reports', reportRoutes),
  gated('customerService', customerServiceRoutes),
  gated('complaints', complaintRoutes),
  // Before the packager's area: the admin opens the failed registrations too.
  {element: <AnyRoleGate roles={REGISTRATION_ROLES} label="the packager and the admin" />, children: registrationRoutes},
  gated('packager', packagerRoutes),
  gated('valuation', valuationRoutes),
  gated('teller', tellerRoutes),
  gated('bursar', bursarRoutes),
  // The payment files before the payer's /payer/:country: the payer and the bursar read them.
  {element: <AnyRoleGate roles={['payer', 'bursar', 'admin']} label="the payer and the bursar" />, children: paymentFileRoutes},
  gated('payer', payerRoutes),
  gated('receiver', receiverRoutes),
  gated('buyer', buyerRoutes),
  gated('coldCases', coldCaseRoutes),
  gated('ccManager', ccManagerRoutes),
  // The printer settings: packagers, valuation and admins print.
  {element: <AnyRoleGate roles={PRINTING_ROLES} label="the printing staff (packager, valuation, admin)" />, children: printingRoutes},
  {element: <AnyRoleGate roles={ORDER_READER_ROLES} label="the staff who read orders" />, children: orderViewRoutes},
  // Every member records their own days (the area's role is null): no gate.
  ...timeRecordingRoutes,
  {path: '*', element: <NotFoundRoute />},
];

export const router = createBrowserRouter([
  {path: '/login', element: <LoginRoute />},
  {path: '/logout', element: <LogoutRoute />},
  {
    path: '/setup',
    element: (
      <Suspense fallback={<Loading />}>
        <SetupRoute />
      </Suspense>
    ),
  },
  {
    element: <RequireAuth />,
    children: appRoutes,
  },
]);
