import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {formatMoney, valuationFigures, type ValuationChanges, type ValuationInput} from '@karat/shared';
import {useFormikContext} from 'formik';
import {ValuationImage} from '@/components/ValuationImage';
import {TEXTS} from '@/lib/texts';
import {PRODUCT_COLUMNS} from './ProductTable';
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
        Material weight {payload.materialWeight} g, package weight {payload.packageWeight} g, gold {payload.goldWeight} g, silver {payload.silverWeight} g, no
        value {totals.noValueWeight} g
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Products to save">
          <TableHead>
            <TableRow>
              {PRODUCT_COLUMNS.map(label => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(payload.products ?? []).map(p => (
              <TableRow key={p.key} selected={Boolean(p.key && changes?.changedKeys.includes(p.key))}>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.densityName}</TableCell>
                <TableCell>{p.weight}</TableCell>
                <TableCell>{p.factor}</TableCell>
                <TableCell>{formatMoney(p.price, 'EUR')}</TableCell>
                <TableCell>{p.inDeal ? 'Yes' : 'No'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
