import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const BursarScanRoute = lazy(() => import('./BursarScanRoute').then(m => ({default: m.BursarScanRoute})));
const BursarOrderRoute = lazy(() => import('./BursarOrderRoute').then(m => ({default: m.BursarOrderRoute})));
const BursarHandledRoute = lazy(() => import('./BursarListRoutes').then(m => ({default: m.BursarHandledRoute})));
const BursarUnhandledRoute = lazy(() => import('./BursarListRoutes').then(m => ({default: m.BursarUnhandledRoute})));

/** Bursar screens (spec 01 §2 "Bursar"): the scan prompt per country, the order, today's handled and the unhandled. */
export const bursarRoutes: RouteObject[] = [
  {path: 'bursar/handled', element: <BursarHandledRoute />},
  {path: 'bursar/unhandled', element: <BursarUnhandledRoute />},
  {path: 'bursar/:country/barcode', element: <BursarScanRoute />},
  {path: 'bursar/:country/:id', element: <BursarOrderRoute />},
];
