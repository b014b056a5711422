import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const ColdCasesRoute = lazy(() => import('./ColdCasesRoute').then(m => ({default: m.ColdCasesRoute})));
const ColdCaseRoute = lazy(() => import('./ColdCaseRoute').then(m => ({default: m.ColdCaseRoute})));

/** Cold cases (spec 01 §2 "Buyer": the cold-case routes): /cold-cases/{finnish|swedish|finland-swedish|uk-english}[/{id}]. */
export const coldCaseRoutes: RouteObject[] = [
  {path: 'cold-cases/:language', element: <ColdCasesRoute />},
  {path: 'cold-cases/:language/:id', element: <ColdCaseRoute />},
];
