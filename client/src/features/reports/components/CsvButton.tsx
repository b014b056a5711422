import Button from '@mui/material/Button';
import {saveBlob} from '@/lib/download';

/** Saves a report's table as a CSV file, made from the answer on screen. */
export function CsvButton({label = 'Export CSV', csv, filename}: {label?: string; csv(): string; filename: string}) {
  return (
    <Button variant="outlined" onClick={() => saveBlob(new Blob([csv()], {type: 'text/csv'}), filename)}>
      {label}
    </Button>
  );
}
