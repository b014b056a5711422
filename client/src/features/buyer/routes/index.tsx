import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

// Each screen is its own chunk; this file stays in the main bundle, so it holds only the table.
const AddOrderRoute = lazy(() => import('./AddOrderRoute').then(m => ({default: m.AddOrderRoute})));
const WelcomeCallsRoute = lazy(() => import('./WelcomeCallsRoute').then(m => ({default: m.WelcomeCallsRoute})));
const WelcomeCallRoute = lazy(() => import('./CallRoute').then(m => ({default: m.WelcomeCallRoute})));
const AfterCallsRoute = lazy(() => import('./AfterCallsRoute').then(m => ({default: m.AfterCallsRoute})));
const AfterCallRoute = lazy(() => import('./CallRoute').then(m => ({default: m.AfterCallRoute})));
const ModifyOrdersRoute = lazy(() => import('./ModifyOrdersRoute').then(m => ({default: m.ModifyOrdersRoute})));
const ModifyOrderRoute = lazy(() => import('./ModifyOrderRoute').then(m => ({default: m.ModifyOrderRoute})));
const StatsRoute = lazy(() => import('./StatsRoute').then(m => ({default: m.StatsRoute})));

/** Buyer screens (spec 01 §2 "Buyer"). */
export const buyerRoutes: RouteObject[] = [
  {path: 'buyer/add-order', element: <AddOrderRoute />},
  {path: 'buyer/welcome-calls', element: <WelcomeCallsRoute />},
  {path: 'buyer/welcome-calls/:id', element: <WelcomeCallRoute />},
  {path: 'buyer/after-calls', element: <AfterCallsRoute />},
  {path: 'buyer/after-calls/:id', element: <AfterCallRoute />},
  {path: 'buyer/modify-orders', element: <ModifyOrdersRoute />},
  {path: 'buyer/modify-orders/:id', element: <ModifyOrderRoute />},
  {path: 'buyer/stats', element: <StatsRoute />},
];
