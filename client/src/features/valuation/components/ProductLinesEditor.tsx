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
import {useEffect, useRef, type KeyboardEvent} from 'react';
import type {Material} from '../api/valuation';
import {MaterialField} from './MaterialField';
import {figureText, rowFigures, type ProductRow, type ValuationValues} from './valuation-form';

/** The editor's columns (the preview and the other desks show the lines in the shared ProductsTable). */
export const PRODUCT_COLUMNS = ['Name', 'Density', 'Weight (g)', 'Factor', 'Price', 'In deal'];

const decimal = {htmlInput: {inputMode: 'decimal' as const, autoComplete: 'off'}};

/**
 * The valuation's products, each row typed in place; a re-valuation's changed rows are highlighted.
 * Enter in a line's text field goes to the next line's name, adding a line after the last one
 * (`onAddLine`, which may refuse), so a bag of items is typed without the mouse.
 */
export function ProductLinesEditor({
  materials,
  changedKeys,
  onAddLine,
}: {
  materials: readonly Material[];
  changedKeys: readonly string[];
  onAddLine(): boolean;
}) {
  const {values, setValues} = useFormikContext<ValuationValues>();
  const setRow = (key: string, patch: Partial<ProductRow>) =>
    void setValues(v => ({...v, products: v.products.map(r => (r.key === key ? {...r, ...patch} : r))}));
  const names = useRef(new Map<number, HTMLInputElement>());
  // A line just added (by Enter or by Add product) takes the typing at its name.
  const lines = values.products.length;
  const linesBefore = useRef(lines);
  useEffect(() => {
    if (lines === linesBefore.current + 1) names.current.get(lines - 1)?.focus();
    linesBefore.current = lines;
  }, [lines]);
  const nextLine = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    if (index + 1 < lines) names.current.get(index + 1)?.focus();
    else onAddLine();
  };
  const nameRef = (index: number) => (input: HTMLInputElement | null) => {
    if (input) names.current.set(index, input);
    else names.current.delete(index);
  };
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
                  <TextField
                    size="small"
                    label={`Name ${n}`}
                    value={row.name}
                    inputRef={nameRef(index)}
                    onKeyDown={nextLine(index)}
                    onChange={e => setRow(row.key, {name: e.target.value})}
                  />
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
                    onKeyDown={nextLine(index)}
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
                      onKeyDown={nextLine(index)}
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
                      onKeyDown={nextLine(index)}
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
