import TextField from '@mui/material/TextField';
import {useFormikContext} from 'formik';
import {Section} from '@/components/Facts';
import {FormikCheckbox} from '@/components/FormFields';
import type {OrderWithRelations} from '../api/teller';
import {OrderFacts} from './OrderFacts';
import {SellerIdentity} from './SellerIdentity';
import {TellerClientForm} from './TellerClientForm';
import {TELLER_OPTIONS, type TellerValues} from './teller-form';

/**
 * The left column: the order's options and the review invitation, the order's facts, the client
 * form (saved on its own), the seller's date of birth and, for Sweden, the seller's identity.
 */
export function TellerDetails({order, today, onClientTyped}: {order: OrderWithRelations; today: string; onClientTyped(typed: boolean): void}) {
  const {getFieldProps} = useFormikContext<TellerValues>();
  const client = order.client;
  return (
    <>
      <Section title="Details">
        {TELLER_OPTIONS.map(([key, label]) => (
          <FormikCheckbox key={key} name={key} label={label} />
        ))}
        {/* The review invitation goes to the client's e-mail: none, no invitation. */}
        <FormikCheckbox name="sendReview" label="Send review invitation" disabled={!client?.email} />
      </Section>
      <OrderFacts order={order} />
      {client && <TellerClientForm orderId={order.id!} orderNumber={order.orderNumber} client={client} onTyped={onClientTyped} />}
      <TextField
        {...getFieldProps('dateOfBirth')}
        label="Date of birth"
        type="date"
        size="small"
        helperText="Needed when the seller turns 18 this year or the birth year is unknown"
        slotProps={{inputLabel: {shrink: true}}}
        sx={{mt: 1}}
      />
      {order.country === 'sweden' && <SellerIdentity today={today} />}
    </>
  );
}
