import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const ReportsRoute = lazy(() => import('./ReportsRoute').then(m => ({default: m.ReportsRoute})));
const ValuatedOrdersRoute = lazy(() => import('./ValuatedOrdersRoute').then(m => ({default: m.ValuatedOrdersRoute})));
const AcceptedOffersRoute = lazy(() => import('./AcceptedOffersRoute').then(m => ({default: m.AcceptedOffersRoute})));

/** Reports (spec 02 §2 "Reports and police reports"): the admin's, and a buyer's of their own orders. */
export const reportRoutes: RouteObject[] = [
  {path: 'reports', element: <ReportsRoute />},
  {path: 'reports/valuated-orders', element: <ValuatedOrdersRoute />},
  {path: 'reports/accepted-offers', element: <AcceptedOffersRoute />},
];
