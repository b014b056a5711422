import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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

export function FormikCheckbox({name, label}: {name: string; label: string}) {
  const [field] = useField({name, type: 'checkbox'});
  return <FormControlLabel control={<Checkbox {...field} checked={Boolean(field.checked)} />} label={label} />;
}
