import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const ValuatePromptRoute = lazy(() => import('./ValuatePromptRoute').then(m => ({default: m.ValuatePromptRoute})));
const ValuateRoute = lazy(() => import('./ValuateRoute').then(m => ({default: m.ValuateRoute})));
const WaitingListRoute = lazy(() => import('./ValuationListRoutes').then(m => ({default: m.WaitingListRoute})));
const RevaluationListRoute = lazy(() => import('./ValuationListRoutes').then(m => ({default: m.RevaluationListRoute})));
const StatsRoute = lazy(() => import('./ValuationListRoutes').then(m => ({default: m.StatsRoute})));

/** Valuation screens (spec 02 §2 "Valuation"). */
export const valuationRoutes: RouteObject[] = [
  {path: 'valuation/valuate', element: <ValuatePromptRoute />},
  {path: 'valuation/valuate/:id', element: <ValuateRoute />},
  {path: 'valuation/waiting-list', element: <WaitingListRoute />},
  {path: 'valuation/re-valuation/:list', element: <RevaluationListRoute />},
  {path: 'valuation/stats', element: <StatsRoute />},
];
