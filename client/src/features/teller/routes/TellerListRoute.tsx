import Stack from '@mui/material/Stack';
import {useParams} from 'react-router-dom';
import {formatDateTime, formatOffer, LANGUAGE_LABELS, packagerLanguage} from '@karat/shared';
import {TELLER_LIST_KINDS, type TellerListKind} from '@karat/shared/teller';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {TELLER_LIST_DEFAULTS, tellerQueueSource, type OrderWithRelations} from '../api/teller';
import {TellerPanel} from '../components/TellerPanel';

const shared = orderColumns<OrderWithRelations>();
const KIND_TITLES: Record<string, string> = {orders: 'orders', zero: 'zero orders', silver: 'silver orders', others: 'other orders'};

/** /teller/{language}/{orders|zero|silver|others}: the orders waiting for the teller, by order number. */
export function TellerListRoute() {
  const {language = '', kind = ''} = useParams();
  const lang = packagerLanguage(language);
  if (!lang || !(TELLER_LIST_KINDS as readonly string[]).includes(kind)) return <p>Unknown teller list</p>;
  return (
    <TellerList key={`${language}/${kind}`} language={language as Slug} kind={kind as TellerListKind} title={`${LANGUAGE_LABELS[lang]} ${KIND_TITLES[kind]}`} />
  );
}

type Slug = 'finnish' | 'finland-swedish' | 'swedish' | 'uk';

function TellerList({language, kind, title}: {language: Slug; kind: TellerListKind; title: string}) {
  const list = useServerList({defaults: TELLER_LIST_DEFAULTS, ...tellerQueueSource(language, kind)});
  const columns: Column<OrderWithRelations>[] = [
    orderNumberColumn<OrderWithRelations>(order => `/teller/${order.id}`),
    {key: 'offer', label: 'Offer', render: order => formatOffer(order)},
    {key: 'latestTellerCall', label: 'Latest teller call', render: order => (order.latestTellerCall ? formatDateTime(order.latestTellerCall) : '')},
    shared.client,
    shared.phone,
  ];
  return (
    // Stretched when stacked (below lg): a list as wide as its table would push the page sideways on a phone.
    <Stack direction={{xs: 'column', lg: 'row'}} spacing={2} sx={{alignItems: {xs: 'stretch', lg: 'flex-start'}}}>
      <div style={{flex: 1, minWidth: 0}}>
        <ListPage title={title} list={list} label={title} columns={columns} rowKey={order => order.id ?? 0} emptyText="No orders are waiting" />
      </div>
      <TellerPanel />
    </Stack>
  );
}
