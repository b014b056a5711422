import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {firstSilverMaterial, valuationFigures, VALUATION_MESSAGES, type ValuationChanges, type ValuationInput} from '@karat/shared';
import {useFormikContext} from 'formik';
import {useCallback, useState} from 'react';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {FormikNumberField, FormikTextField} from '@/components/FormFields';
import {useNotify} from '@/components/Notifications';
import {LEAVE_TEXT, LEAVE_TITLE} from '@/components/UnsavedChangesGuard';
import {TEXTS} from '@/lib/texts';
import type {Material, OrderWithRelations} from '../api/valuation';
import {BoomerangButton} from './BoomerangButton';
import {ImageUploads, type Images} from './ImageUploads';
import {ProductLinesEditor} from './ProductLinesEditor';
import {RevaluationChanges} from './RevaluationChanges';
import {figureText, firstError, newRow, totalsLine, type ValuationValues} from './valuation-form';

interface ValuateStepProps {
  order: OrderWithRelations;
  materials: readonly Material[];
  /** A re-valuation's changes against the previous valuation; undefined for a first valuation. */
  changes?: ValuationChanges;
  payload: ValuationInput;
  prompt: string;
  onBack(): void;
  onPreview(): void;
}

/** The valuate step: weights, products, message and images; Back (asking when changed), Preview, Mark as boomerang. */
export function ValuateStep({order, materials, changes, payload, prompt, onBack, onPreview}: ValuateStepProps) {
  const notify = useNotify();
  const {values, setValues, dirty, resetForm} = useFormikContext<ValuationValues>();
  const [askingBack, setAskingBack] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The first problem shows once something is typed: an untouched form shows no error.
  const error = dirty ? firstError(payload) : undefined;
  const totals = valuationFigures(payload.products ?? [], payload.materialWeight);
  const changeImages = useCallback(
    (change: (images: Images) => Images) =>
      void setValues(v => {
        const images = change({valuationImage: v.valuationImage, extraImages: v.extraImages});
        return {...v, valuationImage: images.valuationImage, extraImages: images.extraImages};
      }),
    [setValues],
  );

  function addProduct(): boolean {
    // Spec 02 §5: adding a product when no silver material exists is refused.
    const row = firstSilverMaterial(materials) && newRow(materials, values.products.length);
    if (!row) {
      notify.error(VALUATION_MESSAGES.missingSilverMaterial);
      return false;
    }
    void setValues(v => ({...v, products: [...v.products, row]}));
    return true;
  }

  return (
    <Paper sx={{p: 2}}>
      <Typography variant="h6">Basic information</Typography>
      <Typography gutterBottom>
        Order {order.orderNumber}, bar code {order.barCode}
      </Typography>
      {changes && <RevaluationChanges changes={changes} />}
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{my: 2}}>
        {/* The order was just found by its bar code: the weighing starts at once. */}
        <FormikNumberField name="materialWeight" label="Material weight (g)" required autoFocus />
        <FormikNumberField name="packageWeight" label="Package weight (g)" required />
        <TextField label="No-value weight (g)" value={figureText(totals.noValueWeight, values.materialWeight, 3)} slotProps={{input: {readOnly: true}}} />
      </Stack>
      <ProductLinesEditor materials={materials} changedKeys={changes?.changedKeys ?? []} onAddLine={addProduct} />
      <Button sx={{mt: 1}} onClick={() => void addProduct()}>
        Add product
      </Button>
      <Typography sx={{mt: 1}}>{totalsLine(values, totals)}</Typography>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{my: 2}}>
        <FormikTextField name="tellerMessageFromValuation" label="Message to teller" multiline sx={{minWidth: 320}} />
      </Stack>
      <ImageUploads orderId={order.id!} images={values} onChange={changeImages} onUploading={setUploading} />
      {(error || uploading) && (
        <Alert severity="warning" sx={{mb: 2}} role="status">
          {uploading ? TEXTS.images.waitForUpload : error}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button onClick={() => (dirty ? setAskingBack(true) : onBack())}>Back</Button>
        <Button variant="contained" disabled={Boolean(firstError(payload)) || uploading} onClick={onPreview}>
          Preview
        </Button>
        <BoomerangButton orderId={order.id!} orderNumber={order.orderNumber ?? undefined} then={prompt} />
      </Stack>
      <ConfirmDialog
        open={askingBack}
        title={LEAVE_TITLE}
        text={LEAVE_TEXT}
        confirmLabel="Back"
        focusCancel
        onConfirm={() => {
          setAskingBack(false);
          resetForm();
          onBack();
        }}
        onCancel={() => setAskingBack(false)}
      />
    </Paper>
  );
}
