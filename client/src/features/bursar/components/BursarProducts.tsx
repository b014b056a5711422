import type {Country} from '@karat/shared';
import {Section} from '@/components/Facts';
import {ProductsTable, type ProductLine} from '@/entities/order';

/** The order's products; a line out of the deal (it goes back to the client) stands out. */
export function BursarProducts({products, country}: {products: ProductLine[]; country: Country}) {
  return (
    <Section title="Products">
      <ProductsTable products={products} country={country} />
    </Section>
  );
}
