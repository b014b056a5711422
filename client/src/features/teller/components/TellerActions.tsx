import Button from '@mui/material/Button';
import {PROCEED_SHORTCUT} from '@/lib/shortcuts';

export interface TellerActionsProps {
  busy: boolean;
  onPreview(): void;
  onReturnToValuation(): void;
  onBack(): void;
  onNoAnswerSms(): void;
  onNoAnswer(): void;
}

/** The show page's buttons, in the spec's order (spec 02 §2 "Teller"). */
export function TellerActions({busy, onPreview, onReturnToValuation, onBack, onNoAnswerSms, onNoAnswer}: TellerActionsProps) {
  return (
    <>
      <Button variant="contained" onClick={onPreview} disabled={busy} aria-keyshortcuts={PROCEED_SHORTCUT.aria}>
        To preview
      </Button>
      <Button onClick={onReturnToValuation} disabled={busy}>
        Return to valuation
      </Button>
      <Button onClick={onBack} disabled={busy}>
        Return to list
      </Button>
      <Button onClick={onNoAnswerSms} disabled={busy}>
        Did not answer and send SMS
      </Button>
      <Button onClick={onNoAnswer} disabled={busy}>
        Did not answer
      </Button>
    </>
  );
}
