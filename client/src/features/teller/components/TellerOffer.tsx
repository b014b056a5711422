import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {formatGrams} from '@karat/shared';
import {useFormikContext} from 'formik';
import type {ReactNode} from 'react';
import {Fact, Section} from '@/components/Facts';
import type {OrderWithRelations} from '../api/teller';
import {ProductsTable} from '@/entities/order';
import {offerOf, type TellerValues} from './teller-form';

/**
 * The middle column: the valuation's weights, the products in or out of the deal, and the offer:
 * automatic (the in-deal prices) until the teller types one; the SEK or GBP offer of Sweden and the UK.
 * `children`: the page's buttons, under the offer.
 */
export function TellerOffer({order, children}: {order: OrderWithRelations; children: ReactNode}) {
  const {values, setFieldValue, setValues, getFieldProps} = useFormikContext<TellerValues>();
  const country = order.country ?? '';
  return (
    <>
      <Section title="Valuation">
        <Fact label="Material weight" value={formatGrams(order.materialWeight)} />
        <Fact label="Gold weight" value={formatGrams(order.goldWeight)} />
        <Fact label="Silver weight" value={formatGrams(order.silverWeight)} />
      </Section>
      <ProductsTable
        fit
        products={values.products}
        country={country}
        onToggle={index => void setFieldValue(`products.${index}.inDeal`, !values.products[index].inDeal)}
      />
      <Stack spacing={1} sx={{mt: 2}}>
        <TextField
          label={values.manual ? 'Offer (EUR)' : 'Offer (EUR, automatic)'}
          size="small"
          value={offerOf(values)}
          // Typing the offer stops it following the products.
          onChange={event => void setValues(v => ({...v, manual: true, offer: event.target.value}))}
        />
        {country === 'sweden' && <TextField {...getFieldProps('sekOffer')} label="SEK offer" size="small" />}
        {country === 'uk' && <TextField {...getFieldProps('gbpOffer')} label="GBP offer" size="small" />}
        {children}
      </Stack>
    </>
  );
}
