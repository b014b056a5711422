import Button from '@mui/material/Button';
import {Link as RouterLink} from 'react-router-dom';
import {formatOffer} from '@karat/shared';
import type {Column} from '@/components/DataTable';
import {dateColumn} from '@/components/DateCell';
import {ListPage} from '@/components/ListPage';
import {ListSearchBox} from '@/components/ListSearchBox';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {BURSAR_LIST_DEFAULTS, bursarHandledSource, bursarUnhandledSource, type OrderWithRelations} from '../api/bursar';
import {decisionLabel} from '../components/decision';

const shared = orderColumns<OrderWithRelations>();
const toOrder = (order: OrderWithRelations) => `/bursar/${order.country ?? 'finland'}/${order.id}`;
const offer: Column<OrderWithRelations> = {key: 'offer', label: 'Offer', render: order => formatOffer(order)};
const decision: Column<OrderWithRelations> = {key: 'decision', label: 'Decision', render: order => decisionLabel(order)};
/** What both bursar lists show first: the order, its client and country, the offer and the decision. */
const leading: Column<OrderWithRelations>[] = [
  {...orderNumberColumn<OrderWithRelations>(toOrder), sortable: true},
  shared.barCode,
  {...shared.client, sortable: true},
  {...shared.country, sortable: true},
  offer,
  decision,
];

/** The bursar lists' search box: `q` in the URL, applied on Enter. */
function Search({list}: {list: {state: {filters: Record<string, string>}; setFilters(filters: {q: string}): void}}) {
  return <ListSearchBox applied={list.state.filters.q ?? ''} onApply={q => list.setFilters({q})} />;
}

/** /bursar/unhandled (spec 01 §7 "Order queries", Bursar unhandled): tellered, not complete, paid or declined or donation, open; by order number. */
export function BursarUnhandledRoute() {
  const list = useServerList({defaults: BURSAR_LIST_DEFAULTS, ...bursarUnhandledSource});
  const columns: Column<OrderWithRelations>[] = [
    ...leading,
    dateColumn<OrderWithRelations>('tellerDate', 'Tellered', order => order.tellerDate, {sortable: true}),
    dateColumn<OrderWithRelations>('payed', 'Paid', order => order.payed, {sortable: true}),
  ];
  return (
    <ListPage
      title="Unhandled"
      // The payer's batches, to check a payment against; the menu names each path once.
      actions={
        <Button component={RouterLink} to="/payer/files">
          Payment files
        </Button>
      }
      filters={<Search list={list} />}
      list={list}
      label="Unhandled orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      rowLink={toOrder}
      emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders waiting for the bursar'}
    />
  );
}

/** /bursar/handled (spec 01 §7 "Order queries", Bursar handled today): completed today, newest first. */
export function BursarHandledRoute() {
  const list = useServerList({defaults: BURSAR_LIST_DEFAULTS, ...bursarHandledSource});
  const columns: Column<OrderWithRelations>[] = [
    ...leading,
    dateColumn<OrderWithRelations>('bursarHandleDate', 'Handled', order => order.bursarHandleDate, {sortable: true}),
    {key: 'bursar', label: 'Bursar', render: order => order.bursar?.name ?? ''},
    {key: 'isBursarReturnMade', label: 'Return made', render: order => (order.isBursarReturnMade ? 'Yes' : 'No')},
  ];
  return (
    <ListPage
      title="Today handled"
      filters={<Search list={list} />}
      list={list}
      label="Handled orders"
      columns={columns}
      rowKey={order => order.id ?? 0}
      rowLink={toOrder}
      emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders handled today'}
    />
  );
}
