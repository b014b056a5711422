import {MESSAGES} from '@karat/shared';
import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {callEventLabel, callPayload, DUE_DATE_REQUIRED} from './call-events';

const values = (over: Partial<Parameters<typeof callPayload>[1]> = {}) => ({event: '', message: '', dueDate: null, ...over});

describe('callPayload', () => {
  it('asks for an event before calling', () => {
    expect(callPayload('WELCOME_CALL', values())).toEqual({error: MESSAGES.chooseEvent});
  });
  it('sends the type and event, and the message only when written', () => {
    expect(callPayload('WELCOME_CALL', values({event: 'done', message: '  '}))).toEqual({payload: {type: 'WELCOME_CALL', event: 'done'}});
    expect(callPayload('COLD_CALL', values({event: 'close', message: ' Not interested '}))).toEqual({
      payload: {type: 'COLD_CALL', event: 'close', message: 'Not interested'},
    });
  });
  it('needs the date for a new due date and sends it in UTC', () => {
    expect(callPayload('AFTER_CALL', values({event: 'newDueDate'}))).toEqual({error: DUE_DATE_REQUIRED});
    const dueDate = DateTime.fromISO('2025-06-20T10:15:00', {zone: 'Europe/Helsinki'});
    expect(callPayload('AFTER_CALL', values({event: 'newDueDate', dueDate}))).toEqual({
      payload: {type: 'AFTER_CALL', event: 'newDueDate', dueDate: '2025-06-20T07:15:00.000Z'},
    });
  });
  it('ignores a date for other events', () => {
    const dueDate = DateTime.fromISO('2025-06-20T10:15:00');
    expect(callPayload('AFTER_CALL', values({event: 'invoicePaid', dueDate})).payload).toEqual({type: 'AFTER_CALL', event: 'invoicePaid'});
  });
  it('labels every event', () => {
    expect(callEventLabel('wantsANewSecurityBag')).toBe('Wants a new security bag');
    expect(callEventLabel('somethingElse')).toBe('somethingElse');
  });
});
