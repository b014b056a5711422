import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const PackagerRoute = lazy(() => import('./PackagerRoute').then(m => ({default: m.PackagerRoute})));
const PackRoute = lazy(() => import('./PackRoute').then(m => ({default: m.PackRoute})));
const WaitingListRoute = lazy(() => import('./WaitingListRoute').then(m => ({default: m.WaitingListRoute})));
const HistoryRoute = lazy(() => import('./HistoryRoute').then(m => ({default: m.HistoryRoute})));
const RegistrationFailedRoute = lazy(() => import('./RegistrationFailedRoute').then(m => ({default: m.RegistrationFailedRoute})));

/** Packager screens (spec 02 §2 "Packager"). */
export const packagerRoutes: RouteObject[] = [
  {path: 'packager', element: <PackagerRoute />},
  {path: 'packager/pack', element: <PackRoute />},
  {path: 'packager/packager-system/:language', element: <PackRoute />},
  {path: 'packager/list', element: <WaitingListRoute />},
  {path: 'packager/history', element: <HistoryRoute />},
];

/** The failed carrier registrations: the packager's and the admin's (REGISTRATION_ROLES), outside the packager's area gate. */
export const registrationRoutes: RouteObject[] = [
  {path: 'packager/registration-failed', element: <RegistrationFailedRoute />},
  {path: 'admin/registration-failed', element: <RegistrationFailedRoute />},
];
