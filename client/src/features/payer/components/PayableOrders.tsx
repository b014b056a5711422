import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useMemo, useState, type ReactNode} from 'react';
import {formatIban} from '@karat/shared/teller';
import {formatMoney, PAYEE_MESSAGES, PAYMENT_MESSAGES, paymentAmount, sumMoney, type Currency, type PaymentBatchKind} from '@karat/shared';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {DataTable, type Column, type Sort} from '@/components/DataTable';
import {dateColumn} from '@/components/DateCell';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {usePay, type PayableRow, type PaymentAnswer} from '../api/payer';
import {DemoAccountsBanner} from './DemoAccountsBanner';
import {DownloadPaymentButton} from './DownloadPaymentButton';
import {PayerOrderDialog} from './PayerOrderDialog';
import {TEXTS} from '@/lib/texts';

const PAYER_TEXTS = TEXTS.payer;

export interface PayableOrdersProps {
  batch: PaymentBatchKind;
  currency: Currency;
  orders: readonly PayableRow[];
  isPending: boolean;
  error?: unknown;
  /** How many orders are payable in all; the list holds at most one batch's worth. */
  total?: number;
  /** The search box above the table. */
  search?: ReactNode;
  /** The server's sort of the list, changed by the sortable headers. */
  sort?: Sort;
  onSortChange?(sort: Sort): void;
}

/** The payee's account as the batch pays it: the team's country, a UK sort code and account, or an IBAN. */
function AccountCell({order, batch}: {order: PayableRow; batch: PaymentBatchKind}) {
  return (
    <>
      {'donationTeam' in batch
        ? order.country
        : batch.country === 'uk'
          ? `${order.payee?.ukSortCode ?? ''} / ${order.payee?.ukAccountNumber ?? ''}`
          : formatIban(order.payee?.iban)}
      {order.payee?.bankName && (
        <Typography variant="body2" color="text.secondary">
          {order.payee.bankName}
        </Typography>
      )}
      {order.bankDetailsChangedAt && <Chip size="small" color="warning" sx={{mt: 0.5}} label={PAYEE_MESSAGES.bankDetailsChanged} />}
    </>
  );
}

/** The list's columns; the sortable ones are those the server sorts by (DESK_ORDER_SORT_KEYS). */
function payableColumns(batch: PaymentBatchKind, amount: (order: PayableRow) => string): Column<PayableRow>[] {
  return [
    {key: 'orderNumber', label: 'Order number', sortable: true, render: order => order.orderNumber},
    {key: 'client', label: 'Client', sortable: true, render: order => order.payee?.name ?? ''},
    {
      key: 'account',
      label: 'donationTeam' in batch ? 'Country' : batch.country === 'uk' ? 'Sort code / account' : 'IBAN',
      render: order => <AccountCell order={order} batch={batch} />,
    },
    dateColumn<PayableRow>('tellerDate', 'Teller date', order => order.tellerDate, {sortable: true}),
    {key: 'amount', label: 'Amount', align: 'right', render: amount},
  ];
}

/**
 * A payer list (spec 02 §2 "Payer", §5 "Payment"): the payable orders with a checkbox each and the total of
 * the selection; Pay asks first, listing the orders it pays, then makes one batch and offers its file.
 */
export function PayableOrders({batch, currency, orders, isPending, error, total: payable, search, sort, onSortChange}: PayableOrdersProps) {
  const [opened, setOpened] = useState<PayableRow | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [paid, setPaid] = useState<PaymentAnswer | null>(null);
  const pay = usePay();
  const notify = useNotify();
  const chosen = useMemo(() => orders.filter(order => selected.has(order.id!)), [orders, selected]);
  // The approval's payee is what a batch pays: its name, account and amount, not the client record's.
  const amount = (order: PayableRow) => (order.payee ? paymentAmount(order.payee, batch) : undefined);
  const total = sumMoney(chosen.map(amount));
  const columns = payableColumns(batch, order => formatMoney(amount(order), currency));

  const confirm = () => {
    setAsking(false);
    const orderIds = chosen.map(order => order.id!);
    pay.mutate(
      {...batch, orderIds},
      {
        onSuccess: answer => {
          setPaid(answer);
          setSelected(new Set());
          notify.success(PAYER_TEXTS.paidNotice(answer.payment.orderCount ?? orderIds.length, answer.payment.name));
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <DemoAccountsBanner />
      {'country' in batch && batch.country === 'uk' && <Alert severity="info">{PAYER_TEXTS.spreadsheetWarning}</Alert>}
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button variant="contained" disabled={chosen.length === 0 || pay.isPending} onClick={() => setAsking(true)}>
          {PAYER_TEXTS.pay}
        </Button>
        <Typography aria-label={PAYER_TEXTS.selectionTotal}>{PAYER_TEXTS.selection(chosen.length, formatMoney(total, currency))}</Typography>
        {chosen.length === 0 && orders.length > 0 && <Typography color="text.secondary">{PAYMENT_MESSAGES.noOrders}</Typography>}
      </Stack>
      {pay.isPending && (
        <Stack spacing={1} role="status" aria-label={PAYER_TEXTS.paying}>
          <Typography>{PAYER_TEXTS.paying}</Typography>
          <LinearProgress />
        </Stack>
      )}
      {pay.isError && <Alert severity="error">{errorMessage(pay.error)}</Alert>}
      {paid && (
        <Alert severity="success" action={<DownloadPaymentButton file={paid.payment} />}>
          {PAYER_TEXTS.batchReady(paid.payment.name, formatMoney(paid.payment.total, currency))}
        </Alert>
      )}
      {Boolean(error) && <Alert severity="error">{errorMessage(error)}</Alert>}
      {payable !== undefined && payable > orders.length && (
        // A batch holds at most PAYER_LIST_LIMIT orders: say so, so no one takes the list for all there is.
        <Alert severity="info">{PAYER_TEXTS.moreWaiting(orders.length, payable)}</Alert>
      )}
      {search}
      <DataTable
        label={PAYER_TEXTS.ordersTable}
        columns={columns}
        // A failed load's alert is above: the table does not say that nothing waits.
        rows={isPending || error ? undefined : orders}
        rowKey={order => order.id!}
        loading={isPending}
        emptyText={PAYER_TEXTS.nothingToPay}
        sort={sort}
        onSortChange={onSortChange}
        // The payer has no order page: a row opens the order over the list, which keeps its selection.
        onRowOpen={order => setOpened(order)}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: order => PAYER_TEXTS.selectOrder(order.orderNumber),
          pageLabel: PAYER_TEXTS.selectAll,
        }}
      />
      {opened && <PayerOrderDialog order={opened} amount={formatMoney(amount(opened), currency)} onClose={() => setOpened(null)} />}
      <ActionConfirmDialog
        open={asking}
        title={PAYER_TEXTS.confirmTitle}
        text={PAYER_TEXTS.confirmText(chosen.length, formatMoney(total, currency))}
        orders={chosen.map(touchedOrder)}
        confirmLabel={PAYER_TEXTS.pay}
        busy={pay.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
