import Button from '@mui/material/Button';
import {useState} from 'react';
import {formatMoney, paymentAmount, type Currency, type PaymentBatchKind} from '@karat/shared';
import {DataTable, type Column} from '@/components/DataTable';
import {dateColumn} from '@/components/DateCell';
import {TEXTS} from '@/lib/texts';
import type {OrderWithRelations} from '../api/payer';
import {ReturnDialog} from './ReturnDialog';

/** A batch's orders, each with what it was paid; a payment the bank returned is registered from its row. */
export function PaymentFileOrders({orders, batch, currency}: {orders: OrderWithRelations[]; batch: PaymentBatchKind; currency: Currency}) {
  const [returning, setReturning] = useState<OrderWithRelations>();
  const columns: Column<OrderWithRelations>[] = [
    {key: 'orderNumber', label: 'Order number', render: order => order.orderNumber},
    {key: 'payee', label: 'Paid to', render: order => order.payee?.name ?? ''},
    dateColumn<OrderWithRelations>('payed', 'Paid', order => order.payed),
    {key: 'amount', label: 'Amount', align: 'right', render: order => formatMoney(order.payee ? paymentAmount(order.payee, batch) : undefined, currency)},
    {
      key: 'return',
      label: '',
      render: order => (
        <Button size="small" onClick={() => setReturning(order)}>
          {TEXTS.payer.registerReturn}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Orders of the payment file" columns={columns} rows={orders} rowKey={order => order.id!} />
      {returning && <ReturnDialog order={returning} onClose={() => setReturning(undefined)} />}
    </>
  );
}
