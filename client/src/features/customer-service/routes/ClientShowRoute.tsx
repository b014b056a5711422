import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, LANGUAGE_LABELS, orderStatusLabel, type Country, type Language} from '@karat/shared';
import {useParams} from 'react-router-dom';
import {RecordPage} from '@/components/EditPage';
import {clientName, PhoneLink} from '@/entities/client';
import {DateCell} from '@/components/DateCell';
import {CLIENT_ORDERS_SHOWN, useClientWithOrders} from '../api/clients';
import {Details} from '@/components/Details';
import {orderLink} from '../components/order-columns';

export function ClientShowRoute() {
  const {id = ''} = useParams();
  const client = useClientWithOrders(id);
  return (
    <RecordPage query={client} record="client" title={c => `Client ${clientName(c) || `#${c.id}`}`}>
      {c => <ClientDetails client={c} />}
    </RecordPage>
  );
}

function ClientDetails({client: c}: {client: NonNullable<ReturnType<typeof useClientWithOrders>['data']>}) {
  const orders = c.orders ?? [];
  return (
    <>
      <Box sx={{display: 'grid', gap: 3}}>
        <Paper sx={{p: 2, maxWidth: 800}}>
          <Details
            label="Client"
            items={[
              ['Client number', c.clientNumber ?? ''],
              ['Name', clientName(c)],
              ['Phone', <PhoneLink key="phone" phone={c.phone} country={c.country} />],
              ['Email', c.email ?? ''],
              ['Address', [c.address, c.zip, c.city].filter(Boolean).join(', ')],
              ['Country', c.country ? COUNTRY_LABELS[c.country as Country] : ''],
              ['Language', c.language ? LANGUAGE_LABELS[c.language as Language] : ''],
              ['Birth year', c.birthYear ?? ''],
            ]}
          />
        </Paper>
        <Paper>
          <Typography variant="h6" component="h2" sx={{p: 2, pb: 0}}>
            Orders
          </Typography>
          {orders.length >= CLIENT_ORDERS_SHOWN && (
            <Typography variant="body2" color="text.secondary" sx={{px: 2}}>
              The newest {CLIENT_ORDERS_SHOWN} orders; search the order list by the client number for older ones.
            </Typography>
          )}
          <Table size="small" aria-label="Client orders">
            <TableHead>
              <TableRow>
                <TableCell>Order number</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Bar code</TableCell>
                <TableCell>Close reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map(order => (
                <TableRow key={order.id} hover>
                  <TableCell>{orderLink.render(order)}</TableCell>
                  <TableCell>{orderStatusLabel(order)}</TableCell>
                  <TableCell>
                    <DateCell value={order.createdAt} />
                  </TableCell>
                  <TableCell>{order.barCode ?? ''}</TableCell>
                  <TableCell>{order.closeReason ?? ''}</TableCell>
                </TableRow>
              ))}
              {orders.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No orders</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      </Box>
    </>
  );
}
