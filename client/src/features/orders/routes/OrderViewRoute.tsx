import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, formatOffer, LANGUAGE_LABELS, orderStatusLabel, TEAM_LABELS, type Country, type Language, type Team} from '@karat/shared';
import {useQuery} from '@tanstack/react-query';
import {useParams} from 'react-router-dom';
import {Details} from '@/components/Details';
import {DetailsHistoryTabs} from '@/components/DetailsHistoryTabs';
import {RecordPage} from '@/components/EditPage';
import {clientName} from '@/entities/client';
import {OrderHistory, OrderMilestones, orderQueries, type OrderWithRelations} from '@/entities/order';

/**
 * /orders/{id}: an order read-only, for the roles whose desks have no order page of their own (the
 * packager, the receiver, the call-centre manager), where the global search opens a hit: what it
 * is, where it stands in dates, and its history.
 */
export function OrderViewRoute() {
  const {id = ''} = useParams();
  const order = useQuery(
    orderQueries.detail(id, {include: [{relation: 'client', scope: {fields: {id: true, firstName: true, lastName: true, clientNumber: true}}}]}),
  );
  return (
    <RecordPage query={order} record="order" title={o => `Order ${o.orderNumber ?? o.id}`}>
      {o => <DetailsHistoryTabs label="Order tabs" details={() => <OrderFacts order={o} />} history={() => <OrderHistory id={id} country={o.country} />} />}
    </RecordPage>
  );
}

function OrderFacts({order: o}: {order: OrderWithRelations}) {
  return (
    <Paper sx={{p: 2, maxWidth: 720}}>
      <Details
        label="Order"
        items={[
          ['Status', orderStatusLabel(o)],
          ['Client', o.client ? `${clientName(o.client)} (${o.client.clientNumber ?? o.client.id})` : ''],
          ['Country', o.country ? COUNTRY_LABELS[o.country as Country] : ''],
          ['Language', o.language ? LANGUAGE_LABELS[o.language as Language] : ''],
          ['Team', o.team ? TEAM_LABELS[o.team as Team] : ''],
          ['Bar code', o.barCode ?? ''],
          ['Offer', formatOffer(o)],
        ]}
      />
      <Typography variant="subtitle1" component="h2" sx={{mt: 2}}>
        Dates
      </Typography>
      <OrderMilestones order={o} />
    </Paper>
  );
}
