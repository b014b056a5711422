import {Entity} from '@loopback/repository';

type ModelCtor = typeof Entity;

const columnMaps = new WeakMap<ModelCtor, [string, string][]>();

/** [column, property] pairs of a model: the connector's columns are the property names in lower case. */
export function columnsOf(model: ModelCtor): [string, string][] {
  let map = columnMaps.get(model);
  if (!map) {
    map = Object.keys(model.definition.properties).map(p => [p.toLowerCase(), p]);
    columnMaps.set(model, map);
  }
  return map;
}

/**
 * A database row as the plain object the API answers: property names for the columns the row has
 * (a `fields` filter selects fewer). pg already gives booleans, numbers (see db.datasource), dates
 * and parsed jsonb, so no per-value conversion is needed.
 */
export function rowToData(model: ModelCtor, row: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [column, property] of columnsOf(model)) {
    if (column in row) data[property] = row[column];
  }
  return data;
}
