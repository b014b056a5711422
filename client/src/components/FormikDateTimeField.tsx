import {useField, useFormikContext} from 'formik';
import type {DateTime} from 'luxon';
import {DateTimeField, type DateTimeFieldProps} from './DateTimeField';

/** DateTimeField bound to a formik field holding a luxon DateTime (or null). */
export function FormikDateTimeField({name, ...props}: Omit<DateTimeFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {name: string}) {
  const [field, meta, helpers] = useField<DateTime | null>(name);
  const {submitCount} = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <DateTimeField
      {...props}
      name={name}
      value={field.value ?? null}
      onChange={value => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
      error={showError ? meta.error : undefined}
    />
  );
}
