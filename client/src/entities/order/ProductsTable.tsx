import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {formatGrams, formatMoney, isProductOutOfDeal, type Country} from '@karat/shared';

/** A valued product as the desks show it (the order's products, or a valuation about to be saved). */
export type ProductLine = {
  key?: string;
  name?: string | null;
  category?: string | null;
  densityName?: string | null;
  weight?: number | null;
  factor?: number | string | null;
  price?: number | null;
  inDeal?: boolean;
};

export interface ProductsTableProps {
  products: readonly ProductLine[];
  /** The market, for the weights' format (12,5 g; 12.5 g in the UK). Prices are euros everywhere. */
  country?: string | null;
  /** The table's accessible name. */
  label?: string;
  /** The teller moves a line in or out of the deal: a checkbox first instead of the In deal column. */
  onToggle?(index: number): void;
  /** The valuation's preview shows each line's factor. */
  withFactor?: boolean;
  /** Lines that stand out; by default the lines out of the deal (they go back to the client). */
  highlighted?(product: ProductLine): boolean;
  /** In a narrow column (the teller's at 1366 and 1024 px): fixed layout, names wrap, no sideways scroll. */
  fit?: boolean;
}

const FIT = {
  tableLayout: 'fixed',
  width: '100%',
  '& th, & td': {px: 0.5, overflowWrap: 'anywhere'},
  '& th:first-of-type, & td:first-of-type': {width: 44, px: 0},
} as const;

const MARKETS: readonly string[] = ['finland', 'sweden', 'uk'];

/** The one table of an order's products, for every desk that shows them (valuation's preview, teller, bursar). */
export function ProductsTable({products, country, label = 'Products', onToggle, withFactor, highlighted = isProductOutOfDeal, fit}: ProductsTableProps) {
  const market = (MARKETS.includes(country ?? '') ? country : 'finland') as Country;
  const columns = ['Name', 'Material', 'Weight', ...(withFactor ? ['Factor'] : []), 'Price'];
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={fit ? FIT : undefined}>
        <TableHead>
          <TableRow>
            {onToggle && <TableCell>In deal</TableCell>}
            {columns.map(column => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            {!onToggle && <TableCell>In deal</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>No products</TableCell>
            </TableRow>
          )}
          {products.map((product, index) => (
            <TableRow key={product.key ?? index} selected={highlighted(product)}>
              {onToggle && (
                <TableCell>
                  <Checkbox
                    size="small"
                    checked={Boolean(product.inDeal)}
                    onChange={() => onToggle(index)}
                    slotProps={{input: {'aria-label': `In deal ${product.name || index + 1}`}}}
                  />
                </TableCell>
              )}
              <TableCell>{product.name ?? ''}</TableCell>
              <TableCell>{product.densityName ?? product.category ?? ''}</TableCell>
              <TableCell>{formatGrams(product.weight, market)}</TableCell>
              {withFactor && <TableCell>{product.factor ?? ''}</TableCell>}
              <TableCell>{formatMoney(product.price, 'EUR')}</TableCell>
              {!onToggle && <TableCell>{isProductOutOfDeal(product) ? 'No: return' : 'Yes'}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
