import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {formatGrams, formatMoney, isProductOutOfDeal, type Country} from '@karat/shared';
import {Section} from '@/components/Facts';

export type Product = {key?: string; name?: string; densityName?: string | null; weight?: number | null; price?: number | null; inDeal?: boolean};

/** The order's products; a row out of the deal (it goes back to the client) stands out. */
export function BursarProducts({products, country}: {products: Product[]; country: Country}) {
  return (
    <Section title="Products">
      <TableContainer>
        <Table size="small" aria-label="Products">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Material</TableCell>
              <TableCell>Weight</TableCell>
              <TableCell>Price</TableCell>
              <TableCell>In deal</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No products</TableCell>
              </TableRow>
            )}
            {products.map((product, index) => (
              <TableRow key={product.key ?? index} selected={isProductOutOfDeal(product)}>
                <TableCell>{product.name ?? ''}</TableCell>
                <TableCell>{product.densityName ?? ''}</TableCell>
                <TableCell>{formatGrams(product.weight, country)}</TableCell>
                <TableCell>{formatMoney(product.price, 'EUR')}</TableCell>
                <TableCell>{isProductOutOfDeal(product) ? 'No: return' : 'Yes'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
