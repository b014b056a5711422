import {DATE_PICKER_STEP_MINUTES, datePickerRange, DATE_TIME_INPUT_FORMAT} from '@karat/shared';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateTimePicker, type DateTimePickerProps} from '@mui/x-date-pickers/DateTimePicker';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import type {DateTime} from 'luxon';
import {useMemo} from 'react';
import {BUSINESS_TZ, businessNow, configureDates, UI_LOCALE, zoneLabel} from '@/lib/dates';

// English, Monday-first defaults for luxon before any picker shows (the picker's own locale is explicit too).
configureDates();

export interface DateTimeFieldProps {
  label: string;
  value: DateTime | null;
  onChange(value: DateTime | null): void;
  /** Past limit in days (default 1: from the start of yesterday). */
  daysBack?: number;
  /** Past limit in years; wins over daysBack (admin order edit: 2). */
  yearsBack?: number;
  /** Future limit in days (default 60). */
  daysAhead?: number;
  /** "Now" for the bounds; tests pin it. */
  now?: DateTime;
  /** Form error text (e.g. from formik); shown under the field. */
  error?: string;
  name?: string;
  disabled?: boolean;
  onError?: DateTimePickerProps['onError'];
}

/**
 * Date-time input with the spec's 15-minute steps and bounds (spec 01 §5 "Date picker"), on the
 * business clock like the lists (it shows and picks Helsinki time in any browser, and says so), with
 * an English calendar whose weeks start on Monday.
 */
export function DateTimeField({label, value, onChange, daysBack, yearsBack, daysAhead, now, error, name, disabled, onError}: DateTimeFieldProps) {
  // Bounds are computed once per mount (and when the options change), not on every render; "yesterday"
  // is the business zone's.
  const range = useMemo(
    () => datePickerRange((now ?? businessNow()).setZone(BUSINESS_TZ), {daysBack, yearsBack, daysAhead}),
    [now, daysBack, yearsBack, daysAhead],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={UI_LOCALE}>
      <DateTimePicker
        label={label}
        name={name}
        value={value}
        onChange={next => onChange(next && next.isValid ? next : null)}
        minDateTime={range.min}
        maxDateTime={range.max}
        timeSteps={{minutes: DATE_PICKER_STEP_MINUTES}}
        ampm={false}
        format={DATE_TIME_INPUT_FORMAT}
        timezone={BUSINESS_TZ}
        disabled={disabled}
        onError={onError}
        slotProps={{textField: {error: error ? true : undefined, helperText: error ?? zoneLabel()}}}
      />
    </LocalizationProvider>
  );
}
