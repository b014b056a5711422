import {Entity} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';

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

const fullSelects = new WeakMap<ModelCtor, string>();

/**
 * The SELECT list of a model's visible properties, each column named as its property
 * (`"ordernumber" AS "orderNumber"`), so pg's rows are already the API's objects. `fields` is
 * LoopBack's fields filter, read as the connector's buildColumnNames reads it.
 */
export function selectList(model: ModelCtor, fields?: unknown): string {
  const hidden = new Set<string>(model.definition.settings.hiddenProperties ?? []);
  const all = Object.keys(model.definition.properties);
  const wanted = (() => {
    if (Array.isArray(fields) && fields.length > 0) return fields.filter(f => all.includes(f));
    if (fields && typeof fields === 'object' && Object.keys(fields).length > 0) {
      const f = fields as Record<string, unknown>;
      const included = all.filter(k => f[k]);
      if (included.length) return included;
      return all.filter(k => !(k in f) || f[k]);
    }
    return undefined;
  })();
  if (!wanted) {
    let full = fullSelects.get(model);
    if (!full) fullSelects.set(model, (full = aliased(all.filter(p => !hidden.has(p)))));
    return full;
  }
  return aliased(wanted.filter(p => !hidden.has(p)));
}

function aliased(props: string[]): string {
  if (!props.length) throw new HttpErrors.BadRequest('The fields filter leaves no field to answer');
  return props.map(p => (p === p.toLowerCase() ? `"${p}"` : `"${p.toLowerCase()}" AS "${p}"`)).join(',');
}
