import Stack from '@mui/material/Stack';
import {useParams} from 'react-router-dom';
import {formatDateTime, formatOffer, LANGUAGE_LABELS, packagerLanguage} from '@karat/shared';
import {TELLER_LIST_KINDS, type TellerListKind} from '@karat/shared/teller';
import type {Column} from '@/components/DataTable';
import {ListPage} from '@/components/ListPage';
import {ListSearchBox} from '@/components/ListSearchBox';
import {orderColumns, orderNumberColumn} from '@/entities/order';
import {useServerList} from '@/lib/server-list';
import {TELLER_SEARCH_DEFAULTS, tellerQueueSource, type TellerQueueRow} from '../api/teller';
import {TellerPanel} from '../components/TellerPanel';

const shared = orderColumns<TellerQueueRow>();
const toOrder = (order: TellerQueueRow) => `/teller/${order.id}`;
const KIND_TITLES: Record<string, string> = {orders: 'orders', zero: 'zero orders', silver: 'silver orders', others: 'other orders'};

/** /teller/{language}/{orders|zero|silver|others}: the orders waiting for the teller, by order number; searched and sorted on the server, a row opens the order. */
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
  const list = useServerList({defaults: TELLER_SEARCH_DEFAULTS, ...tellerQueueSource(language, kind)});
  const columns: Column<TellerQueueRow>[] = [
    {...orderNumberColumn<TellerQueueRow>(toOrder), sortable: true},
    {key: 'offer', label: 'Offer', render: order => formatOffer(order)},
    {
      key: 'latestTellerCall',
      label: 'Latest teller call',
      sortable: true,
      render: order => (order.latestTellerCall ? formatDateTime(order.latestTellerCall) : ''),
    },
    {...shared.client, sortable: true},
    shared.phone,
  ];
  return (
    // Stretched when stacked (below lg): a list as wide as its table would push the page sideways on a phone.
    <Stack direction={{xs: 'column', lg: 'row'}} spacing={2} sx={{alignItems: {xs: 'stretch', lg: 'flex-start'}}}>
      <div style={{flex: 1, minWidth: 0}}>
        <ListPage
          title={title}
          filters={<ListSearchBox applied={list.state.filters.q} onApply={q => list.setFilters({q})} />}
          list={list}
          label={title}
          columns={columns}
          rowKey={order => order.id ?? 0}
          rowLink={toOrder}
          emptyText={list.state.filters.q ? 'No order matches the search' : 'No orders are waiting'}
        />
      </div>
      <TellerPanel />
    </Stack>
  );
}
