import {render, screen} from '@testing-library/react';
import {DateTime} from 'luxon';
import {describe, expect, it, vi} from 'vitest';
import {DateTimeField} from './DateTimeField';

const now = DateTime.fromISO('2025-06-15T12:00:00');

function validationOf(value: DateTime, options: {daysBack?: number; yearsBack?: number; daysAhead?: number} = {}) {
  const onError = vi.fn();
  render(<DateTimeField label="Due date" value={value} onChange={() => {}} now={now} onError={onError} {...options} />);
  // onError fires when the validation result changes from null; no call means the value is valid.
  return onError.mock.calls.at(-1)?.[0] ?? null;
}

describe('DateTimeField', () => {
  it('renders its label', () => {
    render(<DateTimeField label="Due date" value={null} onChange={() => {}} now={now} />);
    expect(screen.getAllByText('Due date').length).toBeGreaterThan(0);
  });

  it('accepts yesterday and 60 days ahead by default', () => {
    expect(validationOf(DateTime.fromISO('2025-06-14T00:15:00'))).toBeNull();
    expect(validationOf(DateTime.fromISO('2025-08-14T23:45:00'))).toBeNull();
  });

  it('refuses the day before yesterday and 61 days ahead', () => {
    expect(validationOf(DateTime.fromISO('2025-06-13T23:45:00'))).toMatch(/^min/);
    expect(validationOf(DateTime.fromISO('2025-08-15T00:15:00'))).toMatch(/^max/);
  });

  it('widens the past with yearsBack and the future with daysAhead', () => {
    expect(validationOf(DateTime.fromISO('2023-07-01T10:00:00'), {yearsBack: 2})).toBeNull();
    expect(validationOf(DateTime.fromISO('2023-06-01T10:00:00'), {yearsBack: 2})).toMatch(/^min/);
    expect(validationOf(DateTime.fromISO('2025-09-01T10:00:00'), {daysAhead: 90})).toBeNull();
  });
});
