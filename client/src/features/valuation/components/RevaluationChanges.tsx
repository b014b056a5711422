import Alert from '@mui/material/Alert';
import type {ValuationChanges} from '@karat/shared';

/** A re-valuation's changes against the previous valuation, in words ('Changed: ...'); the saved order takes exactly these. */
export function RevaluationChanges({changes}: {changes: ValuationChanges}) {
  if (changes.lines.length === 0) {
    return (
      <Alert severity="info" sx={{my: 2}} aria-label="Changes">
        No changes to the previous valuation yet.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{my: 2}} aria-label="Changes">
      <strong>Changed:</strong> {changes.lines.join('; ')}
    </Alert>
  );
}
