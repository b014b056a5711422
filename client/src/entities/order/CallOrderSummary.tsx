import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, LANGUAGE_LABELS, TEAM_LABELS, type Country, type Language, type Team} from '@karat/shared';
import type {ReactNode} from 'react';
import {formatWithRelative} from '@/lib/dates';
import {PhoneLink} from '../client/PhoneLink';

/** What the call forms show of an order (structural, so any feature's order type fits). */
export interface CallOrder {
  orderNumber?: number | null;
  barCode?: string | null;
  country?: Country | null;
  language?: Language | null;
  team?: Team | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  createdAt?: string | null;
  welcomeCall?: string | null;
  dueDate?: string | null;
  latestWelcomeCall?: string | null;
  latestAfterCall?: string | null;
  latestColdCall?: string | null;
  generalMessage?: string | null;
  packagerMessageFromBuyer?: string | null;
  valuationMessageFromBuyer?: string | null;
  tellerMessageFromBuyer?: string | null;
  client?: {
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    email?: string | null;
    address?: string | null;
    zip?: string | null;
    city?: string | null;
  } | null;
}

/** Label/value pairs of the order, empty values left out; the phone is a tel: link. */
export function callOrderFacts(order: CallOrder): [string, ReactNode][] {
  const client = order.client;
  const address = [order.address ?? client?.address, [order.zip ?? client?.zip, order.city ?? client?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const facts: [string, ReactNode][] = [
    ['Order number', order.orderNumber?.toString()],
    ['Client', [client?.firstName, client?.lastName].filter(Boolean).join(' ')],
    ['Phone', client?.phone ? <PhoneLink phone={client.phone} country={order.country} /> : null],
    ['Email', client?.email],
    ['Address', address],
    ['Country', order.country ? COUNTRY_LABELS[order.country] : ''],
    ['Language', order.language ? LANGUAGE_LABELS[order.language] : ''],
    ['Team', order.team ? TEAM_LABELS[order.team] : ''],
    ['Bar code', order.barCode],
    ['Created', formatWithRelative(order.createdAt)],
    ['Welcome call', formatWithRelative(order.welcomeCall)],
    ['Due date', formatWithRelative(order.dueDate)],
    ['Latest welcome call', formatWithRelative(order.latestWelcomeCall)],
    ['Latest after call', formatWithRelative(order.latestAfterCall)],
    ['Latest cold call', formatWithRelative(order.latestColdCall)],
    ['General message', order.generalMessage],
    ['Message to packager', order.packagerMessageFromBuyer],
    ['Message to valuation', order.valuationMessageFromBuyer],
    ['Message to teller', order.tellerMessageFromBuyer],
  ];
  return facts.filter(fact => Boolean(fact[1]));
}

export function CallOrderSummary({order}: {order: CallOrder}) {
  return (
    <Paper variant="outlined" sx={{p: 2, mb: 3, maxWidth: 800}}>
      <Box component="dl" sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0}}>
        {callOrderFacts(order).map(([label, value]) => (
          <Box key={label} sx={{display: 'contents'}}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{m: 0, whiteSpace: 'pre-wrap'}}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
