import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const TellerListRoute = lazy(() => import('./TellerListRoute').then(m => ({default: m.TellerListRoute})));
const TellerTodayRoute = lazy(() => import('./TellerTodayRoute').then(m => ({default: m.TellerTodayRoute})));
const ArrivalSmsRoute = lazy(() => import('./ArrivalSmsRoute').then(m => ({default: m.ArrivalSmsRoute})));
const ArrivalSmsLogRoute = lazy(() => import('./ArrivalSmsLogRoute').then(m => ({default: m.ArrivalSmsLogRoute})));
const TellerShowRoute = lazy(() => import('./TellerShowRoute').then(m => ({default: m.TellerShowRoute})));

/** Teller screens (spec 02 §2 "Teller"): the lists per language and kind, today's confirmed, the show page. */
export const tellerRoutes: RouteObject[] = [
  {path: 'teller/today', element: <TellerTodayRoute />},
  {path: 'teller/sms/log', element: <ArrivalSmsLogRoute />},
  {path: 'teller/sms/:language', element: <ArrivalSmsRoute />},
  {path: 'teller/:language/:kind', element: <TellerListRoute />},
  {path: 'teller/:id', element: <TellerShowRoute />},
];
