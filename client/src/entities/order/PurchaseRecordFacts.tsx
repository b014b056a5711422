import {IDENTITY_CHECK_LABELS, POLICE_REGION_LABELS, type IdentityCheckMethod, type PoliceRegion} from '@karat/shared';
import {useQuery} from '@tanstack/react-query';
import {Fact, Section} from '@/components/Facts';
import {formatWithRelative} from '@/lib/dates';
import {getPurchaseRecordOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {orderId} from './api';

/**
 * A Swedish purchase's record on an order's page (law 1999:271): the purchase note, the seller's
 * identity as the server shows it to this member (masked but for the teller, admin and bursar) and
 * the end of the goods' month on hold. Nothing for an order that is no Swedish purchase.
 */
export function PurchaseRecordFacts({id}: {id: string | number}) {
  const query = useQuery(getPurchaseRecordOptions({path: {id: orderId(String(id))}}));
  const record = query.data?.record;
  if (!record) return null;
  const held = record.holdUntil ? new Date(record.holdUntil).getTime() > Date.now() : false;
  const check = record.identityCheck as {method?: IdentityCheckMethod; documentNumber?: string | null} | undefined;
  return (
    <Section title="Swedish purchase">
      <Fact label="Purchase note" value={record.purchaseNoteNumber} />
      <Fact label="Bought" value={formatWithRelative(record.purchasedAt)} />
      <Fact label={held ? 'On hold until' : 'Held until'} value={formatWithRelative(record.holdUntil)} />
      <Fact label="Seller" value={record.sellerName} />
      <Fact label="Personal identity number" value={record.personalIdentityNumber} />
      <Fact label="Identity checked by" value={check?.method ? [IDENTITY_CHECK_LABELS[check.method], check.documentNumber].filter(Boolean).join(' ') : ''} />
      <Fact label="Police region" value={record.region ? POLICE_REGION_LABELS[record.region as PoliceRegion] : 'Postal code in no region'} />
    </Section>
  );
}
