import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {closeRefusal, COUNTRY_LABELS, LANGUAGE_LABELS, TEAM_LABELS, formatOffer, orderStatusLabel, type Country, type Language, type Team} from '@karat/shared';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {DetailsHistoryTabs} from '@/components/DetailsHistoryTabs';
import {RecordPage} from '@/components/EditPage';
import {clientName, PhoneLink} from '@/entities/client';
import {OrderHistory, OrderMilestones, OrderStatusChip, PurchaseRecordFacts} from '@/entities/order';
import {formatWithRelative} from '@/lib/dates';
import {useOrder, type OrderWithRelations} from '../api/orders';
import {Details} from '@/components/Details';

const yesNo = (value: boolean | undefined | null) => (value ? 'Yes' : 'No');

export function OrderShowRoute() {
  const {id = ''} = useParams();
  const order = useOrder(id);
  return (
    <RecordPage
      query={order}
      record="order"
      title={o => `Order ${o.orderNumber ?? o.id}`}
      actions={o => (
        <>
          <OrderStatusChip order={o} />
          {closeRefusal(o) ? (
            // A closed, paid or completed order: the button is off and says why (the server refuses it too).
            <Tooltip title={closeRefusal(o)!.message}>
              <span>
                <Button variant="contained" disabled>
                  Close
                </Button>
              </span>
            </Tooltip>
          ) : (
            <Button variant="contained" component={RouterLink} to={`/customer-service/order/${o.id}/close`}>
              Close
            </Button>
          )}
        </>
      )}
    >
      {o => <DetailsHistoryTabs label="Order tabs" details={() => <OrderDetails order={o} />} history={() => <OrderHistory id={id} country={o.country} />} />}
    </RecordPage>
  );
}

function OrderDetails({order: o}: {order: OrderWithRelations}) {
  return (
    <>
      <Box sx={{display: 'grid', gap: 3, gridTemplateColumns: {xs: '1fr', lg: '1fr 1fr'}, alignItems: 'start'}}>
        <Paper sx={{p: 2}}>
          <Typography variant="h6" component="h2" gutterBottom>
            Order
          </Typography>
          <Details
            label="Order"
            items={[
              ['Status', orderStatusLabel(o)],
              ['Country', o.country ? COUNTRY_LABELS[o.country as Country] : ''],
              ['Language', o.language ? LANGUAGE_LABELS[o.language as Language] : ''],
              ['Team', o.team ? TEAM_LABELS[o.team as Team] : ''],
              ['Bar code', o.barCode ?? ''],
              ['Reference number', o.referenceNumber ?? ''],
              ['Address', [o.address, o.zip, o.city].filter(Boolean).join(', ')],
              ['Welcome call', formatWithRelative(o.welcomeCall)],
              ['Due date', formatWithRelative(o.dueDate)],
              ['Offer', formatOffer(o)],
              ['Web order', yesNo(o.isWebOrder)],
              ['Boomerang', yesNo(o.isBoomerang)],
              ['Closed', o.closed ? formatWithRelative(o.closeDate) : 'No'],
              ['Close reason', o.closeReason ?? ''],
              ['Close method', o.closeMethod ?? ''],
              ['Closed by', o.closer?.name ?? ''],
              ['Customer service comment', o.customerServiceComment ?? ''],
            ]}
          />
          <Typography variant="subtitle1" component="h3" sx={{mt: 2}}>
            Dates
          </Typography>
          <OrderMilestones order={o} />
          <Box sx={{mt: 2}}>
            <PurchaseRecordFacts id={o.id!} />
          </Box>
        </Paper>
        <Paper sx={{p: 2}}>
          <Typography variant="h6" component="h2" gutterBottom>
            Client
          </Typography>
          {o.client ? (
            <Details
              label="Client"
              items={[
                [
                  'Name',
                  <Link key="name" component={RouterLink} to={`/customer-service/client/${o.client.id}`}>
                    {clientName(o.client) || `#${o.client.id}`}
                  </Link>,
                ],
                ['Client number', o.client.clientNumber ?? ''],
                ['Phone', <PhoneLink key="phone" phone={o.client.phone} country={o.client.country ?? o.country} />],
                ['Email', o.client.email ?? ''],
                ['Address', [o.client.address, o.client.zip, o.client.city].filter(Boolean).join(', ')],
              ]}
            />
          ) : (
            <Alert severity="error">Missing: client relation</Alert>
          )}
        </Paper>
      </Box>
    </>
  );
}
