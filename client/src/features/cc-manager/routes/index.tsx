import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const TransferRoute = lazy(() => import('./TransferRoute').then(m => ({default: m.TransferRoute})));
const CancelTransferRoute = lazy(() => import('./CancelTransferRoute').then(m => ({default: m.CancelTransferRoute})));
const ListsRoute = lazy(() => import('./ListsRoute').then(m => ({default: m.ListsRoute})));
const ReportRoute = lazy(() => import('./ReportRoute').then(m => ({default: m.ReportRoute})));

/** Call-centre manager screens (spec 01 §2 "Call-centre manager"). */
export const ccManagerRoutes: RouteObject[] = [
  {path: 'cc-manager/transfer', element: <TransferRoute />},
  {path: 'cc-manager/cancel-transfer', element: <CancelTransferRoute />},
  {path: 'cc-manager/lists', element: <ListsRoute />},
  {path: 'cc-manager/report', element: <ReportRoute />},
];
