import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {finenessFromName, MATERIAL_CATEGORIES, materialSchema, type MaterialForm as MaterialPayload} from '@karat/shared';
import {Form, Formik, useFormikContext} from 'formik';
import {Link as RouterLink} from 'react-router-dom';
import {savingSubmit} from '@/components/EditPage';
import {FormikNumberField, FormikTextField, FormikSelect} from '@/components/FormFields';
import {UnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {toFormikValidate} from '@/lib/formik-zod';
import {MATERIAL_CATEGORY_LABELS, NO_CATEGORY_LABEL} from '@/lib/labels';
import {emptyField, numberOf, numberText} from '@/lib/payload';

export interface MaterialFormValues {
  name: string;
  /** As typed: "31,5" or "31.5". */
  price: string;
  /** '' is "None". */
  category: string;
  /** As typed: "0,585" or "0.585"; '' is not known. */
  fineness: string;
}

export function materialFormValues(material?: {name?: string; price?: number; category?: string | null; fineness?: number | null}): MaterialFormValues {
  return {name: material?.name ?? '', price: numberText(material?.price), category: material?.category ?? '', fineness: numberText(material?.fineness)};
}

function toPayload(values: MaterialFormValues, initial: MaterialFormValues) {
  return {
    name: values.name,
    price: numberOf(values.price),
    category: values.category || emptyField(initial.category),
    fineness: values.fineness.trim() ? numberOf(values.fineness) : emptyField(initial.fineness),
  };
}

/** The fineness the name says ("Gold 585" is 0.585), offered while the field is empty. */
function FinenessField() {
  const {values, setFieldValue} = useFormikContext<MaterialFormValues>();
  const suggested = values.fineness.trim() === '' ? finenessFromName(values.name) : null;
  return (
    <Box>
      <FormikNumberField name="fineness" label="Fineness" fullWidth helperText="0.000 to 1.000, e.g. 0.585; the reports weigh net by it" />
      {suggested !== null && (
        <Button size="small" onClick={() => void setFieldValue('fineness', String(suggested))}>
          Use {suggested.toFixed(3)} from the name
        </Button>
      )}
    </Box>
  );
}

export function MaterialForm({
  initialValues,
  submitting,
  onSubmit,
}: {
  initialValues: MaterialFormValues;
  submitting: boolean;
  onSubmit(payload: MaterialPayload): Promise<unknown> | void;
}) {
  const prepare = (values: MaterialFormValues) => toPayload(values, initialValues);
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validate={toFormikValidate(materialSchema, prepare)}
      onSubmit={savingSubmit(values => materialSchema.parse(prepare(values)), onSubmit)}
    >
      <Form noValidate aria-label="Material">
        <UnsavedChangesGuard />
        <Box sx={{display: 'grid', gap: 2, maxWidth: 400}}>
          <FormikTextField name="name" label="Name" required />
          <FormikNumberField name="price" label="Price" required />
          <FormikSelect name="category" label="Category" options={MATERIAL_CATEGORIES} labels={MATERIAL_CATEGORY_LABELS} empty={NO_CATEGORY_LABEL} />
          <FinenessField />
        </Box>
        <Box sx={{display: 'flex', gap: 2, mt: 3}}>
          <Button type="submit" variant="contained" disabled={submitting}>
            Save
          </Button>
          <Button component={RouterLink} to="/admin/materials">
            Cancel
          </Button>
        </Box>
      </Form>
    </Formik>
  );
}
