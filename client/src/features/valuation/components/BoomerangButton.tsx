import Button from '@mui/material/Button';
import {useFormikContext} from 'formik';
import {useState} from 'react';
import {useNavigate} from 'react-router-dom';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {useNotify} from '@/components/Notifications';
import {useMarkBoomerang} from '../api/valuation';

/** 'Mark as boomerang' after its question; then back to the bar-code prompt. */
export function BoomerangButton({orderId, orderNumber, then}: {orderId: number; orderNumber?: number; then: string}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const boomerang = useMarkBoomerang(orderId);
  // The form counts as submitting meanwhile, so its unsaved-changes guard lets the way back pass.
  const {setSubmitting} = useFormikContext();
  const [asking, setAsking] = useState(false);

  async function mark() {
    setAsking(false);
    setSubmitting(true);
    try {
      await boomerang.mutateAsync();
      notify.success('Marked as boomerang');
      navigate(then);
    } catch {
      // The red notice with the server's reason comes from the query client.
      setSubmitting(false);
    }
  }

  return (
    <>
      <Button color="warning" onClick={() => setAsking(true)} disabled={boomerang.isPending}>
        Mark as boomerang
      </Button>
      <ConfirmDialog
        open={asking}
        title="Mark as boomerang"
        text={`Order ${orderNumber} will be closed as a boomerang.`}
        confirmLabel="Mark as boomerang"
        focusCancel
        onConfirm={() => void mark()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
