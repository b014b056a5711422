import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const TimeRecordingRoute = lazy(() => import('./TimeRecordingRoute').then(m => ({default: m.TimeRecordingRoute})));
const TimeRecordNewRoute = lazy(() => import('./TimeRecordNewRoute').then(m => ({default: m.TimeRecordNewRoute})));
const TimeRecordEditRoute = lazy(() => import('./TimeRecordEditRoute').then(m => ({default: m.TimeRecordEditRoute})));

/** Time recording (spec 02 §2): the member's month (and the admin's month of everyone), a new record, a record's edit. Every member's. */
export const timeRecordingRoutes: RouteObject[] = [
  {path: 'time-recording', element: <TimeRecordingRoute />},
  {path: 'time-recording/new', element: <TimeRecordNewRoute />},
  {path: 'time-recording/:id/edit', element: <TimeRecordEditRoute />},
];
