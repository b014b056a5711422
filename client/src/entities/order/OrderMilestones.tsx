import Link from '@mui/material/Link';
import {CARRIER_LABELS, type MILESTONE_FIELDS} from '@karat/shared';
import type {ReactNode} from 'react';
import {Details} from '@/components/Details';
import {formatWithRelative} from '@/lib/dates';
import type {OrderWithRelations} from './api';

/** The order's way in dates: shared's MILESTONE_FIELDS (which the payer's list answers for its order dialog). */
type Milestones = Pick<OrderWithRelations, (typeof MILESTONE_FIELDS)[number]>;

/** The carrier registration as one line: the carrier with the parcel's tracking link, waiting, or why it failed. */
function registration(order: Milestones): ReactNode {
  if (order.isShipmentRegistered) {
    const carrier = CARRIER_LABELS[order.carrier ?? 'local'] ?? order.carrier;
    return order.trackingUrl ? (
      <>
        {carrier}{' '}
        <Link href={order.trackingUrl} target="_blank" rel="noreferrer">
          track {order.barCode}
        </Link>
      </>
    ) : (
      carrier
    );
  }
  if (order.hasShipmentError) return `Failed: ${order.shipmentRegisterError ?? ''}`;
  return order.barCode ? 'Not registered (bar code typed by hand)' : 'Waiting for registration';
}

/**
 * The order's way in dates, in the business time zone with how long ago: created, registered with
 * the carrier, packed, received, valued, tellered, paid, completed (and closed). A step not yet
 * taken shows a dash.
 */
export function OrderMilestones({order}: {order: Milestones}) {
  const items: [string, ReactNode][] = [
    ['Created', formatWithRelative(order.createdAt)],
    ['Carrier', registration(order)],
    ['Packed', formatWithRelative(order.packagedDate)],
    ['Received', formatWithRelative(order.receivedDate)],
    ['Valued', formatWithRelative(order.reValuationDate ?? order.valuationDate)],
    ['Tellered', formatWithRelative(order.tellerDate)],
    ['Paid', formatWithRelative(order.payed)],
    ['Completed', formatWithRelative(order.bursarHandleDate)],
    ...(order.closed ? ([['Closed', formatWithRelative(order.closeDate)]] as [string, ReactNode][]) : []),
  ];
  return <Details label="Order dates" items={items} />;
}
