import {PACKAGER_MESSAGES} from '@karat/shared';

/**
 * THE printing module of the client (ARCHITECTURE.md: "lib/ ... printing through QZ Tray"), one
 * function per document. Issue 15 items 5 (the server's PDF and ZPL documents) and 6 (QZ Tray) are
 * not built yet: until they are, every function fails with 'Printing is not set up yet', so the
 * packager's Send stops at its first print step with 'Print carrier label failed: Printing is not
 * set up yet' and marks nothing packaged.
 *
 * The documents and printing work replaces the bodies below (keeping these signatures): fetch the
 * document of the order from the server (ZPL for the label printer, PDF for the A4 printer), send
 * it through QZ Tray to the printer the workstation chose, and fall back to opening the PDF in a
 * new tab when QZ Tray is not running. Each function resolves once the job is handed to the printer
 * and rejects with an Error whose message the packager sees after 'Print ... failed: '.
 */

/** What the documents are made from: the order as the packager's screen holds it. */
export interface PrintableOrder {
  id?: number | null;
  orderNumber?: number | null;
  barCode?: string | null;
  language?: string | null;
  isWebOrder?: boolean | null;
}

export class PrintingNotSetUpError extends Error {
  constructor() {
    super(PACKAGER_MESSAGES.printingNotSetUp);
    this.name = 'PrintingNotSetUpError';
  }
}

/** Whether the print functions can print at all (false until items 5 and 6 are built). */
export const PRINTING_AVAILABLE = false;

/** The carrier label, 10 x 13 cm, ZPL to the Zebra label printer. */
export async function printCarrierLabel(order: PrintableOrder): Promise<void> {
  void order;
  throw new PrintingNotSetUpError();
}

/** The invoice of a phone order, A4 unscaled, in the order's language. */
export async function printInvoice(order: PrintableOrder): Promise<void> {
  void order;
  throw new PrintingNotSetUpError();
}

/** The letter of a web order (instead of the invoice), A4 unscaled, in the order's language. */
export async function printLetter(order: PrintableOrder): Promise<void> {
  void order;
  throw new PrintingNotSetUpError();
}
