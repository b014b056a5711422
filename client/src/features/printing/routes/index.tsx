import {lazy} from 'react';
import type {RouteObject} from 'react-router-dom';

const PrinterSettingsRoute = lazy(() => import('./PrinterSettingsRoute').then(m => ({default: m.PrinterSettingsRoute})));

/** The workstation's printers, reachable from the home and the Packager area. */
export const PRINTER_SETTINGS_PATH = '/printing';
export const printingRoutes: RouteObject[] = [{path: 'printing', element: <PrinterSettingsRoute />}];
