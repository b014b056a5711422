import type {Qz, QzPrintData} from './qz-types';
import {readPrinterChoice, writePrinterChoice, type PrinterChoice} from './printer-choice';

/** A document the server makes; labels come as ZPL for the Zebra or as PDF, the rest as PDF. */
export type PrintDocument =
  | {kind: 'carrier-label'; orderId: number}
  | {kind: 'invoice'; orderId: number}
  | {kind: 'valuation-label'; orderId: number}
  | {kind: 'test-page'; printer: PrinterKind};

export type PrinterKind = 'label' | 'a4';

/** How a document was printed: by QZ Tray, or opened as PDF in a tab because QZ Tray is not running. */
export type PrintOutcome =
  | {via: 'qz'; printer: string}
  | {
      via: 'pdf-tab';
      /** The PDF (a blob: URL), for a link when the browser blocked the new tab. */
      url: string;
      /** Whether the new tab opened (false: a popup blocker stopped it; show `url` as a link). */
      opened: boolean;
      reason: string;
    };

export const QZ_NOT_RUNNING = 'QZ Tray is not running on this computer';

export interface PrintingDeps {
  /** qz-tray, loaded when first needed. */
  loadQz(): Promise<Qz>;
  /** The document from the server, with the member's token: ZPL as text, PDF as a Blob. */
  fetchDocument(document: PrintDocument, format: 'pdf' | 'zpl'): Promise<string | Blob>;
  /** The certificate of the server's QZ signing, null when it signs nothing. */
  fetchCertificate(): Promise<string | null>;
  sign(request: string): Promise<string>;
  memberId(): Promise<number>;
  storage?: Storage;
  openTab(url: string): Window | null;
  createObjectURL(blob: Blob): string;
}

const LABEL_KINDS = new Set<PrintDocument['kind']>(['carrier-label', 'valuation-label']);
const printerOf = (document: PrintDocument): PrinterKind =>
  document.kind === 'test-page' ? document.printer : LABEL_KINDS.has(document.kind) ? 'label' : 'a4';
const PRINTER_NAMES: Record<PrinterKind, string> = {label: 'label printer', a4: 'A4 printer'};

/** A carrier's PDF label on the label printer: 10 x 13 cm (spec 02 §9), fitted to it. */
export const LABEL_PIXEL_OPTIONS = {scaleContent: true, size: {width: 10, height: 13}, units: 'cm'} as const;

/** A4 unscaled (spec 02 §9: 8.27 x 11.69 in, not scaled). */
export const A4_PIXEL_OPTIONS = {scaleContent: false, size: {width: 8.27, height: 11.69}, units: 'in'} as const;

/** The error message a failed call carries: the server's, else the error's own. */
function messageOf(error: unknown): string {
  const body = (error as {error?: {message?: unknown}} | null)?.error;
  if (body && typeof body.message === 'string') return body.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** How long a failed connection to QZ Tray is believed before printing tries again. */
export const NOT_RUNNING_BELIEVED_MS = 60_000;

/** The printing module over its dependencies (index.ts binds the real ones; tests give fakes). */
export function createPrinting(deps: PrintingDeps) {
  let qzLoaded: Promise<Qz> | undefined;
  let securitySet: Promise<void> | undefined;
  let connecting: Promise<Qz> | undefined;
  // Trying QZ Tray's ports takes seconds when it is not running: a failed try is believed for a
  // while, so a packager without it does not wait at every document. The settings' check tries again.
  let notRunning: {until: number; error: Error} | undefined;

  /** Sets QZ Tray's certificate and signature promises once, when the server signs. */
  function setUpSecurity(qz: Qz): Promise<void> {
    securitySet ??= deps
      .fetchCertificate()
      .catch(() => null)
      .then(certificate => {
        // Without a certificate the promises stay unset: QZ Tray asks the operator to allow the site.
        if (!certificate) return;
        qz.security.setCertificatePromise(resolve => resolve(certificate));
        qz.security.setSignatureAlgorithm('SHA512');
        qz.security.setSignaturePromise(toSign => (resolve, reject) => {
          deps.sign(toSign).then(resolve, reject);
        });
      });
    return securitySet;
  }

  /** QZ Tray connected, or an Error saying it is not running. */
  function connect({fresh = false} = {}): Promise<Qz> {
    if (fresh) notRunning = undefined;
    if (notRunning && Date.now() < notRunning.until) return Promise.reject(notRunning.error);
    connecting ??= (async () => {
      qzLoaded ??= deps.loadQz();
      const qz = await qzLoaded;
      if (qz.websocket.isActive()) return qz;
      await setUpSecurity(qz);
      try {
        await qz.websocket.connect({retries: 0, delay: 0});
      } catch (error) {
        const failure = new Error(`${QZ_NOT_RUNNING} (${messageOf(error)})`);
        notRunning = {until: Date.now() + NOT_RUNNING_BELIEVED_MS, error: failure};
        throw failure;
      }
      return qz;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function qzStatus(): Promise<{running: true; version: string} | {running: false; reason: string}> {
    try {
      const qz = await connect({fresh: true});
      return {running: true, version: await qz.api.getVersion().catch(() => 'unknown')};
    } catch (error) {
      return {running: false, reason: messageOf(error)};
    }
  }

  async function printerChoice(): Promise<PrinterChoice> {
    return readPrinterChoice(deps.storage, await deps.memberId());
  }

  async function fallbackToTab(document: PrintDocument, reason: string, openTab = true): Promise<PrintOutcome> {
    const pdf = await deps.fetchDocument(document, 'pdf');
    const url = deps.createObjectURL(typeof pdf === 'string' ? new Blob([pdf], {type: 'application/pdf'}) : pdf);
    const tab = openTab ? deps.openTab(url) : null;
    return {via: 'pdf-tab', url, opened: tab !== null, reason};
  }

  /**
   * Prints one document: ZPL to the label printer, PDF unscaled to the A4 printer, through QZ Tray;
   * without QZ Tray, the PDF in a new tab, or with `openTab: false` only its `url`, for a screen where
   * someone is typing: a tab opening takes the focus and the keys typed meanwhile are lost.
   * Throws an Error with the reason otherwise.
   */
  async function print(document: PrintDocument, {openTab = true} = {}): Promise<PrintOutcome> {
    let qz: Qz;
    try {
      qz = await connect();
    } catch (error) {
      try {
        return await fallbackToTab(document, messageOf(error), openTab);
      } catch (fetchError) {
        throw new Error(messageOf(fetchError));
      }
    }
    const kind = printerOf(document);
    const printer = (await printerChoice())[kind];
    if (!printer) throw new Error(`No ${PRINTER_NAMES[kind]} is chosen on this computer: choose one in Printer settings`);
    let data: QzPrintData;
    try {
      if (kind === 'label') {
        const label = await deps.fetchDocument(document, 'zpl');
        // A carrier that makes its labels as PDF (Royal Mail) is printed as an image on the label printer, 10 x 13 cm.
        data =
          typeof label !== 'string' && label.type.includes('pdf')
            ? {type: 'pixel', format: 'pdf', flavor: 'base64', data: await toBase64(label)}
            : {type: 'raw', format: 'command', flavor: 'plain', data: typeof label === 'string' ? label : await label.text()};
      } else {
        const pdf = await deps.fetchDocument(document, 'pdf');
        data = {type: 'pixel', format: 'pdf', flavor: 'base64', data: await toBase64(typeof pdf === 'string' ? new Blob([pdf]) : pdf)};
      }
    } catch (error) {
      throw new Error(messageOf(error));
    }
    try {
      const config =
        kind === 'a4'
          ? qz.configs.create(printer, {...A4_PIXEL_OPTIONS, size: {...A4_PIXEL_OPTIONS.size}})
          : data.type === 'pixel'
            ? qz.configs.create(printer, {...LABEL_PIXEL_OPTIONS, size: {...LABEL_PIXEL_OPTIONS.size}})
            : qz.configs.create(printer);
      await qz.print(config, [data]);
    } catch (error) {
      throw new Error(`QZ Tray could not print on ${printer}: ${messageOf(error)}`);
    }
    return {via: 'qz', printer};
  }

  return {
    printCarrierLabel: (orderId: number) => print({kind: 'carrier-label', orderId}),
    printInvoice: (orderId: number) => print({kind: 'invoice', orderId}),
    /** Never opens a tab by itself: the valuer is typing (without QZ Tray, the outcome's `url` is the label). */
    printValuationLabel: (orderId: number) => print({kind: 'valuation-label', orderId}, {openTab: false}),
    printTestPage: (printer: PrinterKind) => print({kind: 'test-page', printer}),
    /** The carrier label as PDF in a new tab, whether QZ Tray runs or not. */
    openCarrierLabelPdf: (orderId: number) => fallbackToTab({kind: 'carrier-label', orderId}, 'Opened as PDF'),
    qzStatus,
    /** The printers QZ Tray sees (throws when it is not running). */
    async findPrinters(): Promise<string[]> {
      const qz = await connect();
      const found = await qz.printers.find();
      return Array.isArray(found) ? found : [found];
    },
    printerChoice,
    async choosePrinters(choice: PrinterChoice): Promise<void> {
      writePrinterChoice(deps.storage, await deps.memberId(), choice);
    },
  };
}

export type Printing = ReturnType<typeof createPrinting>;
