import {Entity} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';

type ModelCtor = typeof Entity;

const fullSelects = new WeakMap<ModelCtor, string>();

/**
 * A model's table, quoted, from its settings. Not the connector's tableEscaped: the connector knows
 * a model only once its repository was made, which a joined relation's target may not be yet.
 */
export function tableOf(model: ModelCtor): string {
  const {schema, table} = model.definition.settings.postgresql as {schema: string; table: string};
  return `"${schema}"."${table}"`;
}

/**
 * The SELECT list of a model's visible properties, each column named as its property
 * (`"ordernumber" AS "orderNumber"`), so pg's rows are already the API's objects. `fields` is
 * LoopBack's fields filter, read as the connector's buildColumnNames reads it.
 */
export function selectList(model: ModelCtor, fields?: unknown): string {
  const wanted = fieldsWanted(model, fields);
  if (!wanted) {
    // Every read without a fields filter asks for this: built once per model.
    let full = fullSelects.get(model);
    if (!full) fullSelects.set(model, (full = aliased(model, Object.keys(model.definition.properties))));
    return full;
  }
  return aliased(model, wanted);
}

/**
 * selectList of every visible property with the table alias, each named `${prefix}${property}`,
 * for a statement that joins two tables (their columns would clash unqualified).
 */
export function qualifiedSelectList(model: ModelCtor, alias: string, prefix = ''): string {
  return visibleOf(model, Object.keys(model.definition.properties))
    .map(p => `${alias}."${p.toLowerCase()}" AS "${prefix}${p}"`)
    .join(',');
}

/** Splits a row of a qualifiedSelectList join: the columns named `${prefix}...` become their own object. */
export function splitPrefixed(row: Record<string, unknown>, prefix: string): [Record<string, unknown>, Record<string, unknown>] {
  const own: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(prefix)) other[key.slice(prefix.length)] = value;
    else own[key] = value;
  }
  return [own, other];
}

/** The properties a fields filter names, or undefined when it names none (all of them). */
function fieldsWanted(model: ModelCtor, fields: unknown): string[] | undefined {
  if (!fields) return undefined;
  const all = Object.keys(model.definition.properties);
  if (Array.isArray(fields) && fields.length > 0) return fields.filter(f => all.includes(f));
  if (fields && typeof fields === 'object' && Object.keys(fields).length > 0) {
    const f = fields as Record<string, unknown>;
    const included = all.filter(k => f[k]);
    return included.length ? included : all.filter(k => !(k in f) || f[k]);
  }
  return undefined;
}

/** The visible ones of `props`, each column named as its property (columns are the names in lower case). */
function aliased(model: ModelCtor, props: string[]): string {
  const visible = visibleOf(model, props);
  if (!visible.length) throw new HttpErrors.BadRequest('The fields filter leaves no field to answer');
  return visible.map(p => (p === p.toLowerCase() ? `"${p}"` : `"${p.toLowerCase()}" AS "${p}"`)).join(',');
}

function visibleOf(model: ModelCtor, props: string[]) {
  const hidden = new Set<string>(model.definition.settings.hiddenProperties ?? []);
  return props.filter(p => !hidden.has(p));
}

/**
 * The column types the models declare (models/properties.ts), each with how its JSON is written:
 * timestamps formatted by to_char, the rest as PostgreSQL writes them, numbers checked for values
 * JavaScript writes differently (the exotic flag). A property of any other type would be written
 * wrongly, so it is refused: the schema test walks every model through columnTypeOf.
 */
// A date is written by PostgreSQL as 'YYYY-MM-DD', as pg reads it (db.datasource keeps it as text).
export const JSON_COLUMN_TYPES = ['text', 'boolean', 'integer', 'bigint', 'numeric', 'jsonb', 'timestamp with time zone', 'date'] as const;
export type JsonColumnType = (typeof JSON_COLUMN_TYPES)[number];

/** A property's column type: its declared postgresql.dataType, else text and boolean by LoopBack type. */
export function columnTypeOf(model: ModelCtor, property: string): JsonColumnType {
  const def = model.definition.properties[property] as {type?: unknown; postgresql?: {dataType?: string}};
  const type = typeof def.type === 'function' ? def.type.name.toLowerCase() : String(def.type).toLowerCase();
  const dataType = def.postgresql?.dataType ?? (type === 'string' ? 'text' : type === 'boolean' ? 'boolean' : undefined);
  if (!JSON_COLUMN_TYPES.includes(dataType as JsonColumnType)) {
    throw new Error(`${model.modelName}.${property}: column type ${dataType ?? `of LoopBack type ${type}`} has no JSON rule (repositories/query/rows.ts)`);
  }
  return dataType as JsonColumnType;
}

// As Date.prototype.toISOString, which the JavaScript path answers (milliseconds cut, as pg does).
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The statement that makes each row of `inner` (which selects `model`'s visible properties as
 * selectList does, for the same `fields`) into its JSON in PostgreSQL: one text per row, no
 * parsing of ~100 columns and no JSON.stringify in Node, which were most of a list's cost.
 *
 * The JSON is the same value a client parses from the JavaScript path, not the same bytes
 * (PostgreSQL writes numeric and jsonb numbers as stored, e.g. 2786.250 or 1e-05; both parse to the
 * same number). Where the two would differ, the row says `exotic` and the caller takes the
 * JavaScript path: numbers JavaScript cannot hold (NaN, ±Infinity, beyond ±1e308, in numeric
 * columns or inside jsonb) and timestamps outside years 1 to 9999 (toISOString writes those with a
 * sign and six digits).
 *
 * With `joins` (plain belongsTo includes) each related record's JSON comes as the column `j<i>`,
 * null where there is none, and the rows keep the inner query's order.
 */
export function jsonRowsOf(model: ModelCtor, fields: unknown, inner: string, joins: JsonJoin[] = []): string {
  const wanted = fieldsWanted(model, fields);
  const row = jsonOf(model, 't', wanted, p => `t."${p}"`);
  if (!joins.length) return `SELECT ${row.json} AS json, ${row.exotic} AS exotic FROM (${inner}) t`;
  const related = joins.map((j, i) => ({...j, alias: `j${i}`, ...jsonOf(j.target, `j${i}`, j.fields, p => `j${i}."${p.toLowerCase()}"`)}));
  const key = (j: (typeof related)[number]) => `${j.alias}."${j.keyTo.toLowerCase()}"`;
  return (
    `SELECT ${row.json} AS json, ${[row.exotic, ...related.map(j => j.exotic)].join(' OR ')} AS exotic, ` +
    related.map(j => `CASE WHEN ${key(j)} IS NULL THEN NULL ELSE ${j.json} END AS "${j.alias}"`).join(', ') +
    // Numbered in the inner query's order, which the joins need not keep.
    ` FROM (SELECT *, row_number() OVER () AS "#" FROM (${inner}) i) t ` +
    related.map(j => `LEFT JOIN ${tableOf(j.target)} ${j.alias} ON ${key(j)} = t."${j.keyFrom}"`).join(' ') +
    ` ORDER BY t."#"`
  );
}

/** An include of a relation with only these fields of the related record (a scope of fields alone, which the JSON path joins in). */
export const includeFields = (relation: string, fields: readonly string[]) => ({relation, scope: {fields: [...fields]}});

/** A plain belongsTo read into the same statement: its JSON is the column `j<i>` of each row. */
export interface JsonJoin {
  relation: string;
  keyFrom: string;
  keyTo: string;
  target: ModelCtor;
  /** The related record's properties (an include's scope fields); all its visible ones when absent. */
  fields?: string[];
}

/** Built once per model and alias for all its properties; for a fields filter (any subset) each time. */
const fullJsonOf = new WeakMap<ModelCtor, Map<string, {json: string; exotic: string}>>();

/** One row's JSON and its exotic flag, as SQL over `alias`, whose columns `column` names. */
function jsonOf(model: ModelCtor, alias: string, wanted: string[] | undefined, column: (p: string) => string) {
  let byAlias = fullJsonOf.get(model);
  if (!byAlias) fullJsonOf.set(model, (byAlias = new Map()));
  const cached = wanted ? undefined : byAlias.get(alias);
  if (cached) return cached;
  const props = visibleOf(model, wanted ?? Object.keys(model.definition.properties));
  const columns: string[] = [];
  const exotic: string[] = [];
  for (const p of props) {
    const col = column(p);
    const dataType = columnTypeOf(model, p);
    if (dataType === 'timestamp with time zone') {
      columns.push(`to_char(${col} AT TIME ZONE 'UTC', ${ISO_UTC}) AS "${p}"`);
      exotic.push(`${col} NOT BETWEEN '0001-01-01Z' AND '9999-12-31 23:59:59.999999Z'`);
    } else {
      columns.push(`${col} AS "${p}"`);
      if (dataType === 'numeric') exotic.push(`${col} NOT BETWEEN -1e308 AND 1e308`);
      // pg reads int8 into a Number (db.datasource): beyond 2^53 it would not be the same number.
      if (dataType === 'bigint') exotic.push(`${col} NOT BETWEEN -9007199254740991 AND 9007199254740991`);
      if (dataType === 'jsonb') exotic.push(`jsonb_path_exists(${col}, 'lax $.** ? (@.type() == "number" && @.abs() > 1e308)')`);
    }
  }
  const found = {
    json: `(SELECT row_to_json(m) FROM (SELECT ${columns.join(',')}) m)::text`,
    exotic: exotic.length ? `(${exotic.join(' OR ')}) IS TRUE` : 'false',
  };
  if (!wanted) byAlias.set(alias, found);
  return found;
}
