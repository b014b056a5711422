import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {CUSTOM_GOLD_DENSITY, matchMaterials, OTHER_DENSITY} from '@karat/shared';
import {useMemo} from 'react';
import type {Material} from '../api/valuation';

interface Choice {
  value: string;
  name: string;
}

const labelOf = (choice: Choice) => choice.name;
const sameChoice = (a: Choice, b: Choice) => a.value === b.value;
const filterChoices = (options: Choice[], {inputValue}: {inputValue: string}) => matchMaterials(options, inputValue);

/**
 * A product's density as a type-ahead: the materials, then Other and Custom gold. What is typed is
 * matched from the start of the fineness first (matchMaterials: "58" finds Gold 585 before Silver
 * 158), and Enter takes the first match.
 */
export function MaterialField({
  label,
  value,
  materials,
  onChange,
}: {
  label: string;
  value: string;
  materials: readonly Material[];
  onChange(value: string): void;
}) {
  const choices = useMemo<Choice[]>(
    () => [
      ...materials.map(m => ({value: String(m.id), name: m.name})),
      {value: OTHER_DENSITY, name: 'Other'},
      {value: CUSTOM_GOLD_DENSITY, name: 'Custom gold'},
    ],
    [materials],
  );
  const chosen = choices.find(c => c.value === value) ?? null;
  return (
    <Autocomplete<Choice, false, true>
      size="small"
      options={choices}
      value={chosen as Choice}
      disableClearable
      autoHighlight
      getOptionLabel={labelOf}
      isOptionEqualToValue={sameChoice}
      filterOptions={filterChoices}
      onChange={(_, choice) => onChange(choice.value)}
      renderInput={params => <TextField {...params} label={label} />}
      sx={{minWidth: 180}}
    />
  );
}
