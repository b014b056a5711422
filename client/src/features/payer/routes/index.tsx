import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const PayerCountryRoute = lazy(() => import('./PayerCountryRoute').then(m => ({default: m.PayerCountryRoute})));
const DonationRoute = lazy(() => import('./DonationRoute').then(m => ({default: m.DonationRoute})));
const PaymentFilesRoute = lazy(() => import('./PaymentFilesRoute').then(m => ({default: m.PaymentFilesRoute})));
const PaymentFileRoute = lazy(() => import('./PaymentFileRoute').then(m => ({default: m.PaymentFileRoute})));

/** Payer screens (spec 02 §2 "Payer"): a country's payments, a team's donations. */
export const payerRoutes: RouteObject[] = [
  {path: 'payer/donation', element: <DonationRoute />},
  {path: 'payer/:country', element: <PayerCountryRoute />},
];

/** The payment files: the payer's, which the bursar reads too. */
export const paymentFileRoutes: RouteObject[] = [
  {path: 'payer/files', element: <PaymentFilesRoute />},
  {path: 'payer/files/:id', element: <PaymentFileRoute />},
];
