import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

// Each screen is its own chunk; this file stays in the main bundle, so it holds only the table.
const UsersListRoute = lazy(() => import('./UsersListRoute').then(m => ({default: m.UsersListRoute})));
const UserNewRoute = lazy(() => import('./UserNewRoute').then(m => ({default: m.UserNewRoute})));
const UserEditRoute = lazy(() => import('./UserEditRoute').then(m => ({default: m.UserEditRoute})));
const UserPasswordRoute = lazy(() => import('./UserPasswordRoute').then(m => ({default: m.UserPasswordRoute})));
const MaterialsListRoute = lazy(() => import('./MaterialsListRoute').then(m => ({default: m.MaterialsListRoute})));
const MaterialNewRoute = lazy(() => import('./MaterialNewRoute').then(m => ({default: m.MaterialNewRoute})));
const MaterialEditRoute = lazy(() => import('./MaterialEditRoute').then(m => ({default: m.MaterialEditRoute})));
const ClientsListRoute = lazy(() => import('./ClientsListRoute').then(m => ({default: m.ClientsListRoute})));
const ClientEditRoute = lazy(() => import('./ClientEditRoute').then(m => ({default: m.ClientEditRoute})));
const OrdersListRoute = lazy(() => import('./OrdersListRoute').then(m => ({default: m.OrdersListRoute})));
const OrderEditRoute = lazy(() => import('./OrderEditRoute').then(m => ({default: m.OrderEditRoute})));
const PoliceReportsRoute = lazy(() => import('./PoliceReportsRoute').then(m => ({default: m.PoliceReportsRoute})));
const PackageCodeRegistryRoute = lazy(() => import('./PackageCodeRegistryRoute').then(m => ({default: m.PackageCodeRegistryRoute})));
const GreetingsRoute = lazy(() => import('./GreetingsRoute').then(m => ({default: m.GreetingsRoute})));

/** Admin screens (spec 01 §2 "Admin"). Paths are exact: /admin/users/new is not an id. */
export const adminRoutes: RouteObject[] = [
  {path: 'admin/users', element: <UsersListRoute />},
  {path: 'admin/users/new', element: <UserNewRoute />},
  {path: 'admin/users/:id', element: <UserEditRoute />},
  {path: 'admin/users/:id/password', element: <UserPasswordRoute />},
  {path: 'admin/materials', element: <MaterialsListRoute />},
  {path: 'admin/materials/new', element: <MaterialNewRoute />},
  {path: 'admin/materials/:id', element: <MaterialEditRoute />},
  {path: 'admin/clients', element: <ClientsListRoute />},
  {path: 'admin/clients/:id', element: <ClientEditRoute />},
  {path: 'admin/orders', element: <OrdersListRoute />},
  {path: 'admin/orders/:id', element: <OrderEditRoute />},
  {path: 'admin/police-reports', element: <PoliceReportsRoute />},
  {path: 'admin/package-code-registry', element: <PackageCodeRegistryRoute />},
  {path: 'admin/greetings', element: <GreetingsRoute />},
];
