import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

// Each screen is its own chunk; this file stays in the main bundle, so it holds only the table.
const OrderListRoute = lazy(() => import('./OrderListRoute').then(m => ({default: m.OrderListRoute})));
const OrderShowRoute = lazy(() => import('./OrderShowRoute').then(m => ({default: m.OrderShowRoute})));
const CloseOrderRoute = lazy(() => import('./CloseOrderRoute').then(m => ({default: m.CloseOrderRoute})));
const ClientListRoute = lazy(() => import('./ClientListRoute').then(m => ({default: m.ClientListRoute})));
const ClientShowRoute = lazy(() => import('./ClientShowRoute').then(m => ({default: m.ClientShowRoute})));
const ClosedOrdersRoute = lazy(() => import('./ClosedOrdersRoute').then(m => ({default: m.ClosedOrdersRoute})));
const MassBoomerangRoute = lazy(() => import('./MassBoomerangRoute').then(m => ({default: m.MassBoomerangRoute})));

/** Customer service screens (spec 01 §2 "Customer service"). */
export const customerServiceRoutes: RouteObject[] = [
  {path: 'customer-service/order', element: <OrderListRoute />},
  {path: 'customer-service/order/:id', element: <OrderShowRoute />},
  {path: 'customer-service/order/:id/close', element: <CloseOrderRoute />},
  {path: 'customer-service/client', element: <ClientListRoute />},
  {path: 'customer-service/client/:id', element: <ClientShowRoute />},
  {path: 'customer-service/closed', element: <ClosedOrdersRoute />},
  {path: 'customer-service/mass-boomerang', element: <MassBoomerangRoute />},
];
