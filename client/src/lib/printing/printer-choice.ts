// The printers a workstation prints to, chosen once per member and browser:
// localStorage, keyed by the member's id, so colleagues sharing a computer keep their own.

export interface PrinterChoice {
  /** The Zebra for the 10 x 13 cm labels (raw ZPL). */
  label?: string;
  /** The A4 printer for invoices and letters (PDF, unscaled). */
  a4?: string;
}

export const printerChoiceKey = (memberId: number) => `karat.printers.${memberId}`;

export function readPrinterChoice(storage: Storage | undefined, memberId: number): PrinterChoice {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(printerChoiceKey(memberId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const {label, a4} = parsed as Record<string, unknown>;
    return {...(typeof label === 'string' && label ? {label} : {}), ...(typeof a4 === 'string' && a4 ? {a4} : {})};
  } catch {
    return {};
  }
}

export function writePrinterChoice(storage: Storage | undefined, memberId: number, choice: PrinterChoice): void {
  try {
    storage?.setItem(printerChoiceKey(memberId), JSON.stringify({label: choice.label || undefined, a4: choice.a4 || undefined}));
  } catch {
    // private mode: the choice lives until the tab closes (the caller keeps it in state)
  }
}
