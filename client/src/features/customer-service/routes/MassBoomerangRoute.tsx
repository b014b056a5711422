import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {createSvgIcon} from '@mui/material/utils';
import {MESSAGES} from '@karat/shared';
import {useRef, useState} from 'react';
import {ActionConfirmDialog, touchedOrder, type TouchedOrder} from '@/components/ActionConfirmDialog';
import {BarcodePrompt, type ScanResult} from '@/components/BarcodePrompt';
import {useNotify} from '@/components/Notifications';
import {playScanTone} from '@/components/scan-sound';
import {errorMessage} from '@/lib/api-error';
import {findNewestOrderByBarCode, useMassBoomerang} from '../api/orders';
import {checkBoomerangBarCode} from '../components/mass-boomerang';

const DeleteIcon = createSvgIcon(<path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />, 'Delete');

/** Spec 01 §4/§5 "Mass boomerang": scan codes one by one (each checked), then submit them all at once. */
export function MassBoomerangRoute() {
  const notify = useNotify();
  const submit = useMassBoomerang();
  const input = useRef<HTMLInputElement>(null);
  const [barCodes, setBarCodes] = useState<string[]>([]);
  // Codes being checked count as listed, so a quick double scan is refused too.
  const checking = useRef(new Set<string>());
  // The last scan's result in colour and sound (green and a high beep: listed; red and a low buzz: refused).
  const [result, setResult] = useState<ScanResult | null>(null);
  // What each listed code is, for the question before submitting.
  const found = useRef(new Map<string, TouchedOrder>());
  const [asking, setAsking] = useState(false);

  function show(outcome: ScanResult['outcome'], text: string) {
    setResult({outcome, text});
    playScanTone(outcome);
  }

  async function add(barCode: string) {
    const listed = [...barCodes, ...checking.current];
    checking.current.add(barCode);
    try {
      const problem = await checkBoomerangBarCode(listed, barCode, async code => {
        const order = await findNewestOrderByBarCode(code);
        if (order) found.current.set(code, touchedOrder(order));
        return order;
      });
      if (problem) {
        notify.error(problem);
        show('error', `${barCode}: ${problem}`);
      } else {
        setBarCodes(list => (list.includes(barCode) ? list : [...list, barCode]));
        show('success', `${barCode}: added`);
      }
    } catch (error) {
      notify.error(errorMessage(error));
      show('error', `${barCode}: ${errorMessage(error)}`);
    } finally {
      checking.current.delete(barCode);
      input.current?.focus();
    }
  }

  function ask() {
    if (barCodes.length === 0) {
      notify.error(MESSAGES.requireOneOrder);
      return;
    }
    setAsking(true);
  }

  function send() {
    setAsking(false);
    submit.mutate(barCodes, {
      onSuccess: () => {
        notify.success(MESSAGES.complete);
        show('success', MESSAGES.complete);
        setBarCodes([]);
      },
      onSettled: () => input.current?.focus(),
    });
  }

  return (
    <BarcodePrompt title="Mass boomerang" onSubmit={barCode => void add(barCode)} inputRef={input} result={result}>
      <Typography variant="subtitle1" component="h2" sx={{mt: 2}}>
        Orders to mark as boomerang: {barCodes.length}
      </Typography>
      <List dense aria-label="Bar codes">
        {barCodes.map(barCode => (
          <ListItem
            key={barCode}
            secondaryAction={
              <IconButton edge="end" aria-label={`Remove ${barCode}`} onClick={() => setBarCodes(list => list.filter(code => code !== barCode))}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={barCode} />
          </ListItem>
        ))}
      </List>
      <Box sx={{display: 'flex', gap: 2}}>
        <Button variant="contained" onClick={ask} disabled={submit.isPending}>
          Submit
        </Button>
      </Box>
      <ActionConfirmDialog
        open={asking}
        title="Mark as boomerang"
        text={`${barCodes.length} ${barCodes.length === 1 ? 'order' : 'orders'} will be closed as boomerang.`}
        orders={barCodes.map(code => found.current.get(code) ?? {key: code, barCode: code})}
        confirmLabel="Mark as boomerang"
        busy={submit.isPending}
        onConfirm={send}
        onCancel={() => {
          setAsking(false);
          input.current?.focus();
        }}
      />
    </BarcodePrompt>
  );
}
