import {DateTime, Settings} from 'luxon';
import {afterEach, describe, expect, it} from 'vitest';
import {formatTime, formatWithRelative, relativeTime, zoneLabel} from './dates';

// What a browser elsewhere would give luxon by default: its own locale and time zone.
function browser(locale: string, zone: string) {
  Settings.defaultLocale = locale;
  Settings.defaultZone = zone;
}

afterEach(() => {
  Settings.defaultLocale = undefined as unknown as string;
  Settings.defaultZone = 'system';
});

const now = DateTime.fromISO('2025-02-05T12:00:00Z');

describe('dates in lists (spec 01 §9: D.M.Y HH:mm with the relative time)', () => {
  it.each([
    ['en-US', 'America/New_York'],
    ['fi-FI', 'Europe/Helsinki'],
    ['sv-SE', 'Asia/Tokyo'],
  ])('read the same in a %s browser in %s: Helsinki time, English relative times', (locale, zone) => {
    browser(locale, zone);
    expect(formatWithRelative('2025-02-03T11:05:00Z', now)).toBe('3.2.2025 13:05 (2 days ago)');
    expect(formatWithRelative(new Date('2025-02-05T09:00:00Z'), now)).toBe('5.2.2025 11:00 (3 hours ago)');
    expect(relativeTime('2025-02-07T12:00:00Z', now)).toBe('in 2 days');
    expect(formatTime('2025-02-05T09:04:05Z')).toBe('11:04:05');
  });

  it('shows nothing for no date or a broken one', () => {
    expect(formatWithRelative(null, now)).toBe('');
    expect(formatWithRelative('not a date', now)).toBe('');
    expect(relativeTime(undefined, now)).toBe('');
    expect(formatTime('')).toBe('');
  });

  it('names the clock by its city', () => {
    expect(zoneLabel('Europe/Helsinki')).toBe('Helsinki time');
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel()).toBe('Helsinki time');
  });
});
