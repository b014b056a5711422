import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const ComplaintsListRoute = lazy(() => import('./ComplaintsListRoute').then(m => ({default: m.ComplaintsListRoute})));
const ComplaintCreateRoute = lazy(() => import('./ComplaintCreateRoute').then(m => ({default: m.ComplaintCreateRoute})));
const ComplaintRoute = lazy(() => import('./ComplaintRoute').then(m => ({default: m.ComplaintRoute})));

/** Complaints (spec 02 §2 "Complaints"): the list, the create form and one complaint. */
export const complaintRoutes: RouteObject[] = [
  {path: 'complaints', element: <ComplaintsListRoute />},
  {path: 'complaints/create', element: <ComplaintCreateRoute />},
  {path: 'complaints/:id', element: <ComplaintRoute />},
];
