import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const OrderViewRoute = lazy(() => import('./OrderViewRoute').then(m => ({default: m.OrderViewRoute})));

/** The read-only order page of the roles that read orders but have no desk page for one. */
export const orderViewRoutes: RouteObject[] = [{path: 'orders/:id', element: <OrderViewRoute />}];
