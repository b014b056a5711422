import {useParams} from 'react-router-dom';
import {COUNTRY_LABELS, MARKET_CURRENCY, PAYER_COUNTRIES, type PayerCountry} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {usePayableOrders} from '../api/payer';
import {PayableOrders} from '../components/PayableOrders';
import {usePayerSearch} from '../components/PayerSearch';

/** /payer/{finland|sweden|uk}: the country's payable orders (spec 02 §2 "Payer"). */
export function PayerCountryRoute() {
  const {country = ''} = useParams();
  if (!(PAYER_COUNTRIES as readonly string[]).includes(country)) return <p>Unknown country</p>;
  return <PayerCountry key={country} country={country as PayerCountry} />;
}

function PayerCountry({country}: {country: PayerCountry}) {
  const search = usePayerSearch();
  const list = usePayableOrders(country, search.query);
  return (
    <>
      <PageHeader title={`Payments: ${COUNTRY_LABELS[country]}`} />
      <PayableOrders
        batch={{country}}
        currency={MARKET_CURRENCY[country]}
        orders={list.data?.orders ?? []}
        total={list.data?.total}
        isPending={list.isPending}
        error={list.error}
        search={search.box}
        sort={search.sort}
        onSortChange={search.setSort}
      />
    </>
  );
}
