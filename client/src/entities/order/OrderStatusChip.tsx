import Chip from '@mui/material/Chip';
import {orderStatusLabel, type OrderStatusFlags} from '@karat/shared';

/** The order's status label (shared rule) as a chip; a closed order's is grey. */
export function OrderStatusChip({order}: {order: OrderStatusFlags}) {
  return <Chip label={orderStatusLabel(order)} color={order.closed ? 'default' : 'primary'} variant="outlined" />;
}
