import {render, screen} from '@testing-library/react';
import {DateTime, Settings} from 'luxon';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DateTimeField} from './DateTimeField';

// The picker works on the business clock: its bounds are Helsinki days, whatever the browser's zone.
const at = (iso: string) => DateTime.fromISO(iso, {zone: 'Europe/Helsinki'});
const now = at('2025-06-15T12:00:00');

afterEach(() => {
  Settings.defaultZone = 'system';
  Settings.defaultLocale = undefined as unknown as string;
});

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

  it('shows and says Helsinki time in a browser elsewhere', () => {
    Settings.defaultZone = 'America/New_York';
    Settings.defaultLocale = 'en-US';
    render(<DateTimeField label="Due date" value={DateTime.fromISO('2025-06-15T09:00:00Z')} onChange={() => {}} now={now} />);
    expect(screen.getByText('Helsinki time')).toBeTruthy();
    expect((screen.getByRole('textbox', {hidden: true}) as HTMLInputElement).value).toBe('15.06.2025 12:00');
  });

  it('counts yesterday on the Helsinki calendar in a browser elsewhere', () => {
    Settings.defaultZone = 'America/Los_Angeles';
    // 00:15 in Helsinki the day before yesterday is still 14 June in Los Angeles: refused all the same.
    expect(validationOf(at('2025-06-13T23:45:00'))).toMatch(/^min/);
    expect(validationOf(at('2025-06-14T00:15:00'))).toBeNull();
  });

  it('accepts yesterday and 60 days ahead by default', () => {
    expect(validationOf(at('2025-06-14T00:15:00'))).toBeNull();
    expect(validationOf(at('2025-08-14T23:45:00'))).toBeNull();
  });

  it('refuses the day before yesterday and 61 days ahead', () => {
    expect(validationOf(at('2025-06-13T23:45:00'))).toMatch(/^min/);
    expect(validationOf(at('2025-08-15T00:15:00'))).toMatch(/^max/);
  });

  it('widens the past with yearsBack and the future with daysAhead', () => {
    expect(validationOf(at('2023-07-01T10:00:00'), {yearsBack: 2})).toBeNull();
    expect(validationOf(at('2023-06-01T10:00:00'), {yearsBack: 2})).toMatch(/^min/);
    expect(validationOf(at('2025-09-01T10:00:00'), {daysAhead: 90})).toBeNull();
  });
});
