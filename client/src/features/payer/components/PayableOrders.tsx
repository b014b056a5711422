import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {formatIban} from '@karat/shared/teller';
import {formatMoney, PAYEE_MESSAGES, PAYMENT_MESSAGES, paymentAmount, sumMoney, type Currency, type PaymentBatchKind} from '@karat/shared';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {nextSort, type Sort} from '@/components/DataTable';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {usePay, type OrderWithRelations, type PaymentAnswer} from '../api/payer';
import {DemoAccountsBanner} from './DemoAccountsBanner';
import {DownloadPaymentButton} from './DownloadPaymentButton';
import {PayerOrderDialog} from './PayerOrderDialog';
import {TEXTS} from '@/lib/texts';

const PAYER_TEXTS = TEXTS.payer;

export interface PayableOrdersProps {
  batch: PaymentBatchKind;
  currency: Currency;
  orders: readonly OrderWithRelations[];
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

/** The headers the server sorts by (DESK_ORDER_SORT_KEYS). */
function SortHeader({label, field, sort, onSortChange}: {label: string; field: string; sort?: Sort; onSortChange?(sort: Sort): void}) {
  if (!onSortChange) return <>{label}</>;
  return (
    <TableSortLabel active={sort?.key === field} direction={sort?.key === field ? sort.direction : 'asc'} onClick={() => onSortChange(nextSort(sort, field))}>
      {label}
    </TableSortLabel>
  );
}

/**
 * A payer list (spec 02 §2 "Payer", §5 "Payment"): the payable orders with a checkbox each and the total of
 * the selection; Pay asks first, listing the orders it pays, then makes one batch and offers its file.
 */
export function PayableOrders({batch, currency, orders, isPending, error, total: payable, search, sort, onSortChange}: PayableOrdersProps) {
  const [opened, setOpened] = useState<OrderWithRelations | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [paid, setPaid] = useState<PaymentAnswer | null>(null);
  const pay = usePay();
  const notify = useNotify();
  const chosen = useMemo(() => orders.filter(order => selected.has(order.id!)), [orders, selected]);
  // The approval's payee is what a batch pays: its name, account and amount, not the client record's.
  const amount = (order: OrderWithRelations) => (order.payee ? paymentAmount(order.payee, batch) : undefined);
  const total = sumMoney(chosen.map(amount));
  const allChosen = orders.length > 0 && chosen.length === orders.length;

  const toggle = (id: number) =>
    setSelected(previous => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
      <TableContainer>
        <Table size="small" aria-label={PAYER_TEXTS.ordersTable}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={chosen.length > 0 && !allChosen}
                  disabled={orders.length === 0}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(orders.map(order => order.id!)))}
                  slotProps={{input: {'aria-label': PAYER_TEXTS.selectAll}}}
                />
              </TableCell>
              <TableCell sortDirection={sort?.key === 'orderNumber' ? sort.direction : false}>
                <SortHeader label="Order number" field="orderNumber" sort={sort} onSortChange={onSortChange} />
              </TableCell>
              <TableCell sortDirection={sort?.key === 'client' ? sort.direction : false}>
                <SortHeader label="Client" field="client" sort={sort} onSortChange={onSortChange} />
              </TableCell>
              <TableCell>{'donationTeam' in batch ? 'Country' : batch.country === 'uk' ? 'Sort code / account' : 'IBAN'}</TableCell>
              <TableCell sortDirection={sort?.key === 'tellerDate' ? sort.direction : false}>
                <SortHeader label="Teller date" field="tellerDate" sort={sort} onSortChange={onSortChange} />
              </TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={6}>Loading...</TableCell>
              </TableRow>
            )}
            {orders.map(order => (
              // The row opens the order (click, or Enter on the focused row); its checkbox alone selects.
              <TableRow
                key={order.id}
                hover
                selected={selected.has(order.id!)}
                tabIndex={0}
                sx={{cursor: 'pointer'}}
                onClick={(event: MouseEvent<HTMLElement>) => {
                  if (!(event.target as HTMLElement).closest('input, button, a, label')) setOpened(order);
                }}
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                  event.preventDefault();
                  setOpened(order);
                }}
              >
                <TableCell padding="checkbox" onClick={event => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(order.id!)}
                    onChange={() => toggle(order.id!)}
                    slotProps={{input: {'aria-label': PAYER_TEXTS.selectOrder(order.orderNumber)}}}
                  />
                </TableCell>
                <TableCell>{order.orderNumber}</TableCell>
                <TableCell>{order.payee?.name ?? ''}</TableCell>
                <TableCell>
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
                </TableCell>
                <TableCell>{order.tellerDate ? new Date(order.tellerDate).toLocaleDateString('fi-FI') : ''}</TableCell>
                <TableCell align="right">{formatMoney(amount(order), currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!isPending && orders.length === 0 && <Typography>{PAYER_TEXTS.nothingToPay}</Typography>}
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
