import {describe, expect, it} from 'vitest';
import {historyAction, historyChanges} from './AuditHistory';

describe('audit history', () => {
  it('names the actions staff know', () => {
    expect(historyAction('create')).toBe('Created');
    expect(historyAction('update')).toBe('Edited');
    expect(historyAction('close-order')).toBe('Close order');
    expect(historyAction('mass_boomerang')).toBe('Mass boomerang');
  });

  it('shows each changed field from before to after, without the kept timestamp', () => {
    expect(
      historyChanges({
        changedFields: ['address', 'updatedAt', 'closeReason'],
        before: {address: 'Aurakatu 1', closeReason: null},
        after: {address: 'Linnankatu 5', closeReason: 'Age'},
      }),
    ).toEqual(['address: Aurakatu 1 → Linnankatu 5', 'closeReason: – → Age']);
    expect(historyChanges({action: 'update', changedFields: [], before: null, after: null})).toEqual([]);
    expect(
      historyChanges({
        action: 'call:WELCOME_CALL:doesNotAnswer',
        changedFields: ['welcomeCallTried', 'latestWelcomeCall'],
        before: {latestWelcomeCall: null},
        after: {welcomeCallTried: {appended: ['2026-03-10T10:00:00.000Z']}, latestWelcomeCall: '2026-03-10T10:00:00.000Z'},
      }),
    ).toEqual(['welcomeCallTried: + 2026-03-10T10:00:00.000Z', 'latestWelcomeCall: – → 2026-03-10T10:00:00.000Z']);
    expect(historyChanges({action: 'create', changedFields: ['id', 'country'], before: null, after: {id: 1, country: 'finland'}})).toEqual([]);
  });
});
