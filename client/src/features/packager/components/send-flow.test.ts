import {PACKAGER_MESSAGES} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {runSend, type SendSteps} from './send-flow';

/** Steps that record their calls; `fail` names the step that rejects, with what. */
function steps(fail: Partial<Record<Exclude<keyof SendSteps, 'progress'>, unknown>> = {}) {
  const calls: string[] = [];
  const step = (name: Exclude<keyof SendSteps, 'progress'>) => async () => {
    calls.push(name);
    if (name in fail) throw fail[name];
  };
  const flow: SendSteps = {
    progress: text => calls.push(`progress: ${text}`),
    printCarrierLabel: step('printCarrierLabel'),
    printInvoice: step('printInvoice'),
    markAsPackaged: step('markAsPackaged'),
    findNextOrder: step('findNextOrder'),
  };
  return {calls, flow};
}

describe('runSend', () => {
  it('prints the label, then the invoice, marks packaged, then finds the next order, with the spec texts', async () => {
    const {calls, flow} = steps();
    expect(await runSend(flow)).toEqual({ok: true});
    expect(calls).toEqual([
      'progress: Operation started',
      'printCarrierLabel',
      'printInvoice',
      'progress: Updating package information...',
      'markAsPackaged',
      'progress: Finding new package...',
      'findNextOrder',
    ]);
  });

  it('stops at a failed label: nothing is marked packaged', async () => {
    const {calls, flow} = steps({printCarrierLabel: new Error('Printer offline')});
    expect(await runSend(flow)).toEqual({ok: false, error: 'Print carrier label failed: Printer offline'});
    expect(calls).toEqual(['progress: Operation started', 'printCarrierLabel']);
  });

  it('stops at a failed invoice', async () => {
    const {calls, flow} = steps({printInvoice: new Error('Out of paper')});
    expect(await runSend(flow)).toEqual({ok: false, error: 'Print invoice failed: Out of paper'});
    expect(calls).not.toContain('markAsPackaged');
  });

  it("shows the server's refusal of mark-as-packaged and finds no next order", async () => {
    const refusal = {error: {statusCode: 409, name: 'Conflict', message: PACKAGER_MESSAGES.alreadyPackaged}};
    const {calls, flow} = steps({markAsPackaged: refusal});
    expect(await runSend(flow)).toEqual({ok: false, error: PACKAGER_MESSAGES.alreadyPackaged});
    expect(calls).not.toContain('findNextOrder');
  });

  it("a failed fetch of the next order is the spec's text", async () => {
    const {flow} = steps({findNextOrder: new TypeError('Failed to fetch')});
    expect(await runSend(flow)).toEqual({ok: false, error: PACKAGER_MESSAGES.fetchOrderError});
  });
});
