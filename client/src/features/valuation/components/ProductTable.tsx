import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {factorEditable, priceByHand} from '@karat/shared';
import {useFormikContext} from 'formik';
import type {Material} from '../api/valuation';
import {MaterialField} from './MaterialField';
import {figureText, rowFigures, type ProductRow, type ValuationValues} from './valuation-form';

/** The product table's columns, in the form and in its preview. */
export const PRODUCT_COLUMNS = ['Name', 'Density', 'Weight (g)', 'Factor', 'Price', 'In deal'];

const decimal = {htmlInput: {inputMode: 'decimal' as const, autoComplete: 'off'}};

/** The valuation's products, each row typed in place; a re-valuation's changed rows are highlighted. */
export function ProductTable({materials, changedKeys}: {materials: readonly Material[]; changedKeys: readonly string[]}) {
  const {values, setValues} = useFormikContext<ValuationValues>();
  const setRow = (key: string, patch: Partial<ProductRow>) =>
    void setValues(v => ({...v, products: v.products.map(r => (r.key === key ? {...r, ...patch} : r))}));
  return (
    <TableContainer>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            {PRODUCT_COLUMNS.map(label => (
              <TableCell key={label}>{label}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {values.products.map((row, index) => {
            const figures = rowFigures(row, materials);
            const n = index + 1;
            const changed = changedKeys.includes(row.key);
            return (
              <TableRow key={row.key} selected={changed} data-changed={changed || undefined}>
                <TableCell>
                  <TextField size="small" label={`Name ${n}`} value={row.name} onChange={e => setRow(row.key, {name: e.target.value})} />
                </TableCell>
                <TableCell>
                  <MaterialField label={`Density ${n}`} value={row.density} materials={materials} onChange={density => setRow(row.key, {density})} />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    label={`Weight ${n}`}
                    value={row.weight}
                    slotProps={decimal}
                    onChange={e => setRow(row.key, {weight: e.target.value})}
                  />
                </TableCell>
                <TableCell>
                  {factorEditable(row.density) ? (
                    <TextField
                      size="small"
                      label={`Factor ${n}`}
                      value={row.factor}
                      slotProps={decimal}
                      onChange={e => setRow(row.key, {factor: e.target.value})}
                    />
                  ) : (
                    String(figures.factor ?? '')
                  )}
                </TableCell>
                <TableCell data-price={index}>
                  {priceByHand(row.density) ? (
                    <TextField
                      size="small"
                      label={`Price ${n}`}
                      value={row.price}
                      slotProps={decimal}
                      onChange={e => setRow(row.key, {price: e.target.value})}
                    />
                  ) : (
                    // Blank until a weight is typed: an untouched line shows no 'Error'.
                    figureText(figures.price, row.weight)
                  )}
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={row.inDeal}
                    onChange={e => setRow(row.key, {inDeal: e.target.checked})}
                    slotProps={{input: {'aria-label': `In deal ${n}`}}}
                  />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => void setValues(v => ({...v, products: v.products.filter(r => r.key !== row.key)}))}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
