import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {MATERIAL_CATEGORIES, materialSchema, type MaterialForm as MaterialPayload} from '@karat/shared';
import {Form, Formik} from 'formik';
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
}

export function materialFormValues(material?: {name?: string; price?: number; category?: string | null}): MaterialFormValues {
  return {name: material?.name ?? '', price: numberText(material?.price), category: material?.category ?? ''};
}

function toPayload(values: MaterialFormValues, initial: MaterialFormValues) {
  return {
    name: values.name,
    price: numberOf(values.price),
    category: values.category || emptyField(initial.category),
  };
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
