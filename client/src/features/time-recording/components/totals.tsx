import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {formatHours, type TimeRecordTotals} from '@karat/shared';
import {Fact} from '@/components/Facts';
import type {MemberTimeTotals} from '../api/time-records';

/** The month's totals in a line: hours worked, sick days, paid days off. */
export function MonthTotals({totals}: {totals: TimeRecordTotals}) {
  return (
    <Box role="group" aria-label="Month totals" sx={{display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2}}>
      <Fact label="Hours worked" value={formatHours(totals.hours)} />
      <Fact label="Sick days" value={totals.sickDays} />
      <Fact label="Paid days off" value={totals.paidDaysOff} />
      <Fact label="Days recorded" value={totals.days} />
    </Box>
  );
}

const COLUMNS: {label: string; value(totals: TimeRecordTotals): string | number}[] = [
  {label: 'Hours worked', value: totals => formatHours(totals.hours)},
  {label: 'Sick days', value: totals => totals.sickDays},
  {label: 'Paid days off', value: totals => totals.paidDaysOff},
  {label: 'Days recorded', value: totals => totals.days},
];

function TotalsRow({name, totals}: {name: string; totals: TimeRecordTotals}) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      {COLUMNS.map(column => (
        <TableCell key={column.label} align="right">
          {column.value(totals)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** Each member's totals of the month, and everyone's below. */
export function MemberTotalsTable({members, totals}: {members: MemberTimeTotals[]; totals: TimeRecordTotals}) {
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Totals per member">
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            {COLUMNS.map(column => (
              <TableCell key={column.label} align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map(member => (
            <TotalsRow key={member.userId} name={member.name} totals={member} />
          ))}
        </TableBody>
        <TableFooter sx={{'& .MuiTableCell-root': {fontWeight: 600, color: 'text.primary', fontSize: 'inherit'}}}>
          <TotalsRow name="All members" totals={totals} />
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
