import {PACKAGER_MESSAGES} from '@karat/shared';
import {errorMessage} from '@/lib/api-error';

/** The steps of Send, each a call the screen provides (printing from lib/printing, the rest the API). */
export interface SendSteps {
  printCarrierLabel(): Promise<void>;
  /** The invoice, or the letter for a web order (the screen picks). */
  printInvoice(): Promise<void>;
  markAsPackaged(): Promise<void>;
  findNextOrder(): Promise<void>;
  /** Each progress text as the flow reaches it. */
  progress(text: string): void;
}

export type SendOutcome = {ok: true} | {ok: false; error: string};

/** What a failed step rejects with, as the packager reads it. */
const reason = (error: unknown) => errorMessage(error);

/**
 * Send (spec 02 §4 "Packager", §8 "Packager"): 'Operation started', the carrier label, the invoice (the letter for a web
 * order), 'Updating package information...' and mark-as-packaged, 'Finding new package...' and the
 * next order. The first failing step ends the flow with its text; nothing after it runs, so an
 * order whose label did not print is not marked packaged.
 */
export async function runSend(steps: SendSteps): Promise<SendOutcome> {
  steps.progress(PACKAGER_MESSAGES.operationStarted);
  try {
    await steps.printCarrierLabel();
  } catch (error) {
    return {ok: false, error: PACKAGER_MESSAGES.printCarrierLabelFailed(reason(error))};
  }
  try {
    await steps.printInvoice();
  } catch (error) {
    return {ok: false, error: PACKAGER_MESSAGES.printInvoiceFailed(reason(error))};
  }
  steps.progress(PACKAGER_MESSAGES.updatingPackage);
  try {
    await steps.markAsPackaged();
  } catch (error) {
    return {ok: false, error: errorMessage(error)};
  }
  steps.progress(PACKAGER_MESSAGES.findingNewPackage);
  try {
    await steps.findNextOrder();
  } catch {
    return {ok: false, error: PACKAGER_MESSAGES.fetchOrderError};
  }
  return {ok: true};
}
