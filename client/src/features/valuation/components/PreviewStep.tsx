import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {formatGrams, formatMoney, valuationFigures, type ValuationChanges, type ValuationInput} from '@karat/shared';
import {useFormikContext} from 'formik';
import {ValuationImage} from '@/components/ValuationImage';
import {ProductsTable} from '@/entities/order';
import {TEXTS} from '@/lib/texts';
import {RevaluationChanges} from './RevaluationChanges';

/** The preview: what will be saved (a re-valuation with its changes), Back or Save. */
export function PreviewStep({payload, changes, onBack}: {payload: ValuationInput; changes?: ValuationChanges; onBack(): void}) {
  const {submitForm, isSubmitting} = useFormikContext();
  const totals = valuationFigures(payload.products ?? [], payload.materialWeight);
  return (
    <Paper sx={{p: 2, maxWidth: 900}}>
      <Typography variant="h6">Preview</Typography>
      {changes && <RevaluationChanges changes={changes} />}
      <Typography>
        Material weight {formatGrams(payload.materialWeight)}, package weight {formatGrams(payload.packageWeight)}, gold {formatGrams(payload.goldWeight)},
        silver {formatGrams(payload.silverWeight)}, no value {formatGrams(totals.noValueWeight)}
      </Typography>
      <ProductsTable
        label="Products to save"
        products={payload.products ?? []}
        withFactor
        // A re-valuation's changed lines stand out (a first valuation has none).
        highlighted={product => Boolean(product.key && changes?.changedKeys.includes(product.key))}
      />
      <Typography sx={{mt: 1, fontWeight: 'bold'}}>Total: {formatMoney(payload.price, 'EUR')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{mt: 2, flexWrap: 'wrap'}} aria-label="Images to save">
        <ValuationImage imageKey={payload.valuationImage} label={TEXTS.images.valuationImage} size={120} />
        {(payload.extraImages ?? []).map((key, index) => (
          <ValuationImage key={key} imageKey={key} label={`${TEXTS.images.extraImages} ${index + 1}`} size={120} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{mt: 2}}>
        <Button onClick={onBack} disabled={isSubmitting}>
          Back
        </Button>
        <Button variant="contained" onClick={() => void submitForm()} disabled={isSubmitting} autoFocus>
          Save
        </Button>
      </Stack>
    </Paper>
  );
}
