/**
 * The printing module: every screen prints through it, to QZ Tray
 * (https://qz.io, the `qz-tray` package) on the workstation.
 *
 * API (each print function resolves with a PrintOutcome or throws an Error whose message says why,
 * e.g. 'Cannot find order', 'No label printer is chosen on this computer: choose one in Printer
 * settings', 'QZ Tray could not print on Zebra: ...'; the Send flow shows `Print carrier label failed: {message}`):
 *
 * - `printCarrierLabel(orderId)`: the carrier label, raw ZPL (203 dpi, 10 x 13 cm) to the label printer.
 * - `printInvoice(orderId)`: what goes in the bag, PDF to the A4 printer, unscaled (8.27 x 11.69 in):
 *   the server picks the letter for a web order and the invoice otherwise.
 * - `printValuationLabel(orderId)`: the valuation label, ZPL to the label printer.
 * - `printTestPage(kind)`: `'label'` (ZPL test label) or `'a4'` (A4 test page with a 100 mm rule).
 * - `openCarrierLabelPdf(orderId)`: the carrier label PDF in a new tab, always.
 * - `qzStatus()`: `{running: true, version}` or `{running: false, reason}`.
 * - `findPrinters()`: the printers QZ Tray sees (`qz.printers.find()`).
 * - `printerChoice()` / `choosePrinters({label, a4})`: the member's printers on this browser
 *   (localStorage `karat.printers.<memberId>`).
 *
 * PrintOutcome: `{via: 'qz', printer}` when QZ Tray printed; `{via: 'pdf-tab', url, opened, reason}`
 * when QZ Tray is not running (its websocket does not connect): the PDF was fetched with the token and
 * opened as a blob: URL in a new tab, so packing never stops. `opened` is false when the browser
 * blocked the tab: show `url` as a link ("Open the PDF"). `reason` says QZ Tray is not running.
 *
 * QZ Tray's requests are signed by the server (`POST /api/printing/qz/sign`, RSA with SHA-512, the
 * certificate from `GET /api/printing/qz/certificate`) when it has a key; without one the
 * promises are not set and QZ Tray asks the operator to allow the site.
 */
import {getCarrierLabel, getInvoice, getMe, getPrinterTestPage, getQzCertificate, getValuationLabel, signQzRequest} from '@/lib/sdk/sdk.gen';
import {tokenStore} from '@/lib/auth-token';
import type {Qz} from './qz-types';
import {createPrinting, type PrintDocument} from './printing';

export {createPrinting, QZ_NOT_RUNNING, A4_PIXEL_OPTIONS} from './printing';
export type {PrintOutcome, PrinterKind, PrintDocument, PrintingDeps, Printing} from './printing';
export type {PrinterChoice} from './printer-choice';

function fetchDocument(document: PrintDocument, format: 'pdf' | 'zpl'): Promise<string | Blob> {
  // A label comes as a Blob: its type says ZPL (text) or a carrier's PDF.
  const parseAs = 'blob';
  const answer = (promise: Promise<{data: unknown}>) => promise.then(result => result.data as string | Blob);
  switch (document.kind) {
    case 'carrier-label':
      return answer(getCarrierLabel({path: {id: document.orderId}, query: {format}, parseAs, throwOnError: true}));
    case 'valuation-label':
      return answer(getValuationLabel({path: {id: document.orderId}, query: {format}, parseAs, throwOnError: true}));
    case 'invoice':
      return answer(getInvoice({path: {id: document.orderId}, parseAs: 'blob', throwOnError: true}));
    case 'test-page':
      return answer(getPrinterTestPage({query: {kind: document.printer, format: document.printer === 'a4' ? 'pdf' : format}, parseAs, throwOnError: true}));
  }
}

let me: {token: string | null; id: Promise<number>} | undefined;
/** The signed-in member's id, asked once per token. */
function memberId(): Promise<number> {
  const token = tokenStore.get();
  if (!me || me.token !== token) {
    me = {token, id: getMe({throwOnError: true}).then(result => (result.data as {id: number}).id)};
    me.id.catch(() => (me = undefined));
  }
  return me.id;
}

export const printing = createPrinting({
  loadQz: () => import('qz-tray').then(module => ((module as {default?: Qz}).default ?? module) as Qz),
  fetchDocument,
  fetchCertificate: () => getQzCertificate({throwOnError: true}).then(result => (typeof result.data.certificate === 'string' ? result.data.certificate : null)),
  sign: request => signQzRequest({body: {request}, throwOnError: true}).then(result => result.data.signature),
  memberId,
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  openTab: url => window.open(url, '_blank'),
  createObjectURL: blob => {
    const url = URL.createObjectURL(blob);
    // Long enough to print from the tab; then the memory goes back.
    setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    return url;
  },
});

export const {printCarrierLabel, printInvoice, printValuationLabel, printTestPage, openCarrierLabelPdf, qzStatus, findPrinters, printerChoice, choosePrinters} =
  printing;
