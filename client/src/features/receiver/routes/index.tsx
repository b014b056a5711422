import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const ReceiverRoute = lazy(() => import('./ReceiverRoute').then(m => ({default: m.ReceiverRoute})));

/** Receiver screen (spec 01 §2 "Receiver"). */
export const receiverRoutes: RouteObject[] = [{path: 'receiver', element: <ReceiverRoute />}];
