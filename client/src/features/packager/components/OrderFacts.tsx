import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {COUNTRY_LABELS, type Country} from '@karat/shared';
import type {OrderWithRelations} from '../api/packager';

export const orderClientName = (order: OrderWithRelations) => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');

/** What goes on the bag: the bar code (with the carrier's tracking link), the client and the address the order is posted to. */
export function OrderFacts({order}: {order: OrderWithRelations}) {
  const client = order.client;
  // The order's own address wins: the buyer may post the bag somewhere other than the client's home.
  const street = order.address || client?.address;
  const zip = order.zip || client?.zip;
  const city = order.city || client?.city;
  const country = order.country || client?.country;
  return (
    <Box component="dl" sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1}}>
      <dt>Bar code</dt>
      <dd>
        {order.barCode || '–'}
        {order.trackingUrl && (
          <>
            {' '}
            <Link href={order.trackingUrl} target="_blank" rel="noreferrer">
              Track
            </Link>
          </>
        )}
      </dd>
      <dt>Reference</dt>
      <dd>{order.referenceNumber ?? ''}</dd>
      <dt>Client</dt>
      <dd>{client ? `${orderClientName(order)} (${client.clientNumber ?? client.id})` : ''}</dd>
      <dt>Address</dt>
      <dd>
        {street}
        <br />
        {zip} {city}
        <br />
        {COUNTRY_LABELS[country as Country] ?? country}
      </dd>
      <dt>Phone</dt>
      <dd>{client?.phone ?? ''}</dd>
      <dt>Type</dt>
      <dd>{order.isWebOrder ? 'Web order (letter)' : 'Phone order (invoice)'}</dd>
      {order.packagerMessageFromBuyer && (
        <>
          <dt>Message from buyer</dt>
          <dd>{order.packagerMessageFromBuyer}</dd>
        </>
      )}
    </Box>
  );
}
