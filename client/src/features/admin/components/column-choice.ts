import {chosenOrderColumns} from '@karat/shared';

/**
 * The column chooser's click: shows or hides one column, keeping the configured column order.
 * The last shown column cannot be hidden (an empty choice would mean "the defaults" again).
 */
export function toggleColumn(chosen: readonly string[], key: string): string[] {
  if (chosen.includes(key)) {
    return chosen.length > 1 ? chosen.filter(other => other !== key) : [...chosen];
  }
  return chosenOrderColumns([...chosen, key]);
}
