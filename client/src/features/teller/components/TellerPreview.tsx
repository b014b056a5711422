import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {bankNameOfIban, formatIban, paidLine} from '@karat/shared/teller';
import {Fact, Section} from '@/components/Facts';
import {clientName} from '@/entities/client';
import {PROCEED_SHORTCUT, useAltShortcut} from '@/lib/shortcuts';
import type {OrderWithRelations} from '../api/teller';
import {ProductsTable, type ProductLine} from '@/entities/order';

export interface PreviewProps {
  client: OrderWithRelations['client'];
  country: string;
  ticked: string[];
  products: ProductLine[];
  bank: {iban: string; sortCode: string; account: string};
  offers: {offer: number | null; sekOffer: number | null; gbpOffer: number | null};
  busy: boolean;
  onBack(): void;
  onApprove(): void;
}

/**
 * The preview before Approve (spec 02 §2 "Teller"): who is paid, to which account, how much.
 * Approve is focused, so Enter approves; Alt+P (the key that opened the preview) approves too.
 */
export function TellerPreview({client, country, ticked, products, bank, offers, busy, onBack, onApprove}: PreviewProps) {
  const isUk = country === 'uk';
  useAltShortcut(PROCEED_SHORTCUT, onApprove, !busy);
  return (
    <Stack spacing={2} sx={{maxWidth: 720}}>
      <Typography variant="h6">Preview</Typography>
      <Typography>
        {clientName(client)}, {client?.address}, {client?.zip} {client?.city}
      </Typography>
      <Typography>{ticked.join(', ') || 'No options ticked'}</Typography>
      <ProductsTable fit products={products.filter(p => p.inDeal)} country={country} />
      <Section title="Paid to">
        <Fact label="Payee" value={clientName(client)} />
        {isUk ? (
          <>
            <Fact label="Sort code" value={bank.sortCode} />
            <Fact label="Account number" value={bank.account} />
          </>
        ) : (
          <>
            <Fact label="Bank" value={bankNameOfIban(bank.iban) ?? 'Not known from the IBAN'} />
            <Fact label="IBAN" value={formatIban(bank.iban)} />
          </>
        )}
      </Section>
      <Typography variant="subtitle1">{paidLine(country, offers)}</Typography>
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" disabled={busy} onClick={onApprove} autoFocus aria-keyshortcuts={PROCEED_SHORTCUT.aria}>
          Approve
        </Button>
      </Stack>
    </Stack>
  );
}
