import {getIn, setIn, type FormikErrors} from 'formik';
import type {z} from 'zod';

/**
 * Formik `validate` from a zod schema: each issue lands at its (nested) path, first message wins.
 * `prepare` turns form values into the candidate payload first (e.g. '' -> null for optional selects).
 */
export function toFormikValidate<Values, S extends z.ZodType>(
  schema: S,
  prepare: (values: Values) => unknown = values => values,
): (values: Values) => FormikErrors<Values> {
  return values => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && getIn(errors, path) === undefined) errors = setIn(errors, path, issue.message);
    }
    return errors;
  };
}
