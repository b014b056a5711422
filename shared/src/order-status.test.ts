import {describe, expect, it} from 'vitest';
import {MESSAGES} from './messages';
import {closeRefusal, ORDER_STATUS_RULES, orderStatusLabel, type OrderStatusFlags} from './order-status';

describe('orderStatusLabel', () => {
  it('is Waiting packager when no flag is set', () => {
    expect(orderStatusLabel({})).toBe('Waiting packager');
  });

  // Each row: its own flag plus every flag of the rows below it still gives its label.
  const flags = ORDER_STATUS_RULES.map(([flag]) => flag).filter((f): f is keyof OrderStatusFlags => f !== null);
  it.each(ORDER_STATUS_RULES.filter(([flag]) => flag !== null).map(([flag, label], i) => [flag!, label, i] as const))(
    '%s gives %s and wins over every later row',
    (flag, label, index) => {
      expect(orderStatusLabel({[flag]: true})).toBe(label);
      const withLater = Object.fromEntries(flags.slice(index).map(f => [f, true]));
      expect(orderStatusLabel(withLater)).toBe(label);
      if (index > 0) {
        const withEarlier = {...withLater, [flags[index - 1]]: true};
        expect(orderStatusLabel(withEarlier)).not.toBe(label);
      }
    },
  );

  it('follows the spec order exactly', () => {
    expect(ORDER_STATUS_RULES.map(([, l]) => l)).toEqual([
      'Closed',
      'Complete',
      'Is paid',
      'Is revaluated',
      'Is tellered',
      'In revaluation',
      'Is valuated',
      'Received',
      'Welcome call done',
      'Is packaged',
      'In packager',
      'Waiting packager',
    ]);
  });
});

describe('closeRefusal', () => {
  it('lets an open order be closed, and says why a closed, paid or completed one cannot', () => {
    expect(closeRefusal({})).toBeUndefined();
    expect(closeRefusal({closed: true, isPaid: true})).toEqual({message: MESSAGES.alreadyClosed});
    expect(closeRefusal({isPaid: true})).toEqual({message: MESSAGES.paidCannotClose, code: 'ORDER_PAID'});
    expect(closeRefusal({isPaid: true, isComplete: true})).toEqual({message: MESSAGES.completedCannotClose, code: 'ORDER_COMPLETE'});
  });
});
