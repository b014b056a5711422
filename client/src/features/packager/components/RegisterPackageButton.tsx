import Button from '@mui/material/Button';
import {MESSAGES} from '@karat/shared';
import {useState} from 'react';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {useRegisterPackage, type OrderWithRelations} from '../api/packager';

/**
 * Register package (spec 02 §7): registers the bag with the carrier again, for a damaged label or
 * a corrected address. An order with a bar code asks first: the new tracking number replaces it.
 */
export function RegisterPackageButton({order, onRegistered}: {order: OrderWithRelations; onRegistered(order: OrderWithRelations): void}) {
  const register = useRegisterPackage();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);

  async function run(confirm: boolean) {
    setAsking(false);
    try {
      const updated = await register.mutateAsync({orderId: order.id!, confirm});
      notify.success(`Registered with the carrier: bar code ${updated.barCode}`);
      onRegistered(updated as OrderWithRelations);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <>
      <Button variant="outlined" disabled={register.isPending} onClick={() => (order.barCode ? setAsking(true) : void run(false))}>
        {register.isPending ? 'Registering…' : 'Register package'}
      </Button>
      <ConfirmDialog
        open={asking}
        title="Register package"
        text={`${MESSAGES.confirmBarCodeChange} The bag's bar code ${order.barCode} will be replaced by the carrier's new one.`}
        confirmLabel="Register"
        onConfirm={() => void run(true)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
