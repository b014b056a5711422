import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type {FigureDefinition} from '@karat/shared';
import type {ReactNode} from 'react';

/**
 * A report's table: a first column naming the row, then one column per figure, each header saying
 * what the figure counts; the last row (the total) in bold.
 */
export function FigureTable<R extends {label: string}>({
  label,
  first,
  figures,
  rows,
  format,
  extra,
}: {
  label: string;
  first: string;
  figures: readonly FigureDefinition[];
  rows: R[];
  format(row: R, key: string): ReactNode;
  /** Columns between the name and the figures (a material's fineness). */
  extra?: {label: string; render(row: R): ReactNode}[];
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{first}</TableCell>
            {extra?.map(column => (
              <TableCell key={column.label} align="right">
                {column.label}
              </TableCell>
            ))}
            {figures.map(figure => (
              <Tooltip key={figure.key} title={figure.counts}>
                <TableCell align="right">{figure.label}</TableCell>
              </Tooltip>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.label}-${index}`} sx={index === rows.length - 1 ? {'& td, & th': {fontWeight: 600}} : undefined}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {extra?.map(column => (
                <TableCell key={column.label} align="right">
                  {column.render(row)}
                </TableCell>
              ))}
              {figures.map(figure => (
                <TableCell key={figure.key} align="right">
                  {format(row, figure.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
