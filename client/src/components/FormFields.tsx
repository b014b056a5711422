import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, {type TextFieldProps} from '@mui/material/TextField';
import {useField, useFormikContext} from 'formik';

type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {name: string};

/** MUI TextField bound to a formik field; the error shows once the field was touched or the form submitted. */
export function FormikTextField({name, helperText, ...props}: FormikTextFieldProps) {
  const [field, meta] = useField(name);
  const {submitCount} = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      id={props.id ?? `field-${name}`}
      error={showError}
      helperText={showError ? meta.error : helperText}
    />
  );
}

/**
 * A number field that takes numbers as people type them: "31,5" and "31.5" alike (a text input with
 * the number keypad; a browser number input would drop a comma or read it by the browser's locale).
 * The form reads the text with numberOf (lib/payload), which never turns "31,5" into 315.
 */
export function FormikNumberField({integer, ...props}: FormikTextFieldProps & {integer?: boolean}) {
  return <FormikTextField {...props} type="text" slotProps={{htmlInput: {inputMode: integer ? 'numeric' : 'decimal', autoComplete: 'off'}}} />;
}

export function FormikCheckbox({name, label, disabled}: {name: string; label: string; disabled?: boolean}) {
  const [field] = useField({name, type: 'checkbox'});
  return <FormControlLabel control={<Checkbox {...field} checked={Boolean(field.checked)} disabled={disabled} />} label={label} />;
}

/**
 * A select of fixed options (countries, languages, teams...) bound to formik; `empty` adds a first
 * option for no value, shown with that text.
 */
export function FormikSelect<T extends string>({
  options,
  labels,
  empty,
  ...props
}: FormikTextFieldProps & {options: readonly T[]; labels: Record<T, string>; empty?: string}) {
  return (
    <FormikTextField {...props} select>
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map(option => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </FormikTextField>
  );
}
