import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {formatGrams, type Country} from '@karat/shared';

export type Product = {
  key?: string;
  name?: string;
  category?: string | null;
  densityName?: string | null;
  weight?: number | null;
  price?: number | null;
  inDeal?: boolean;
};

// The middle column is a third of the page at 1366 px and half of it at 1024 px: narrow cells and
// wrapped names keep the table inside it, so the page never scrolls sideways.
const FIT = {
  tableLayout: 'fixed',
  width: '100%',
  '& th, & td': {px: 0.5, overflowWrap: 'anywhere'},
  '& th:first-of-type, & td:first-of-type': {width: 44, px: 0},
} as const;

/** The order's products; the teller moves each in or out of the deal (onToggle), the preview only shows them. */
export function ProductTable({products, country, onToggle}: {products: Product[]; country: string; onToggle?(index: number): void}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Products" sx={FIT}>
        <TableHead>
          <TableRow>
            <TableCell>In deal</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Material</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product, index) => (
            <TableRow key={product.key ?? index}>
              <TableCell>
                <Checkbox
                  size="small"
                  checked={Boolean(product.inDeal)}
                  disabled={!onToggle}
                  onChange={() => onToggle?.(index)}
                  slotProps={{input: {'aria-label': `In deal ${product.name ?? index + 1}`}}}
                />
              </TableCell>
              <TableCell>{product.name}</TableCell>
              <TableCell>{product.densityName ?? product.category}</TableCell>
              <TableCell>{formatGrams(product.weight, (country || 'finland') as Country)}</TableCell>
              <TableCell>{product.price ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
