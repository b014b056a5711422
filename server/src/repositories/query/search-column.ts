import {Entity} from '@loopback/repository';
import {ParameterizedSQL} from 'loopback-connector';
import type {WhereBuilder} from '../../loopback-internals';

/**
 * A model's search column (settings.searchColumn): its free-text fields joined by the unit
 * separator (U+001F, which no one types into a search) and lower-cased, stored by PostgreSQL (a
 * generated column, migration 007) and trigram-indexed. The API still filters the fields
 * themselves; the reads ask the column instead (searchConditionSql):
 * - an `or` holding `{field: {ilike: P}}` for every one of the fields, with the same
 *   contains-pattern P (what the order-list search writes for a free word), is
 *   `column LIKE lower(P)`: one match per row instead of five, and one trigram index;
 * - any other `{field: {ilike: P}}` of these fields (a key:value search) keeps its own test and
 *   also asks the column, which lets the planner use the index.
 * Both are the same rows as the API's filter: ILIKE is `lower(text) LIKE lower(pattern)` in
 * PostgreSQL, and P's text holds no wildcard and no separator, so it matches the joined text
 * exactly where it matches one of the fields.
 */
export interface SearchColumn {
  column: string;
  fields: readonly string[];
  /**
   * The properties (not null) of the lists' usual order, newest first (each DESC): an index on
   * them holds the column (migration 007), so a search in this order walks the index without
   * reading the rows.
   */
  newest: readonly string[];
}

/**
 * About how many of the newest rows a search in the `newest` order tries first. A common word
 * fills its page within them; a rarer one is then read through the trigram index. Left to the
 * planner, a word with a thousand matches all among old orders (part of a reference number) walked
 * a million rows: PostgreSQL takes matches to be spread evenly over the walk.
 */
export const NEWEST_WINDOW = 10_000;

/** '%text%' whose text is not empty and holds no wildcard of its own (only escaped %, _ and \) and no separator. */
const CONTAINS = /^%(?:[^%_\\\u001f]|\\[%_\\])+%$/; // eslint-disable-line no-control-regex -- U+001F is the separator

export function searchColumnOf(model: typeof Entity): SearchColumn | undefined {
  return model.definition.settings.searchColumn as SearchColumn | undefined;
}

/** Whether a LoopBack order (as juggler normalizes it) is the search column's newest-first order. */
export function walksNewest(search: SearchColumn, order: unknown): boolean {
  return (
    Array.isArray(order) &&
    order.length === search.newest.length &&
    order.every((item, i) => typeof item === 'string' && new RegExp(`^${search.newest[i]}\\s+DESC$`, 'i').test(item.trim()))
  );
}

/** The contains-pattern of `{ilike: P}` on one of the column's fields, else undefined. */
function fieldPattern(search: SearchColumn, key: string, value: unknown): string | undefined {
  if (!search.fields.includes(key) || !value || typeof value !== 'object') return undefined;
  const ops = Object.keys(value);
  const pattern = (value as {ilike?: unknown}).ilike;
  return ops.length === 1 && typeof pattern === 'string' && CONTAINS.test(pattern) ? pattern : undefined;
}

/** The one-key clause `{field: {ilike: P}}` as [field, P], else undefined. */
function clausePattern(search: SearchColumn, clause: unknown): [string, string] | undefined {
  if (!clause || typeof clause !== 'object') return undefined;
  const keys = Object.keys(clause);
  if (keys.length !== 1) return undefined;
  const pattern = fieldPattern(search, keys[0], (clause as Record<string, unknown>)[keys[0]]);
  return pattern === undefined ? undefined : [keys[0], pattern];
}

/** Whether the where holds anything the column answers (else the connector's own WHERE is the same). */
export function asksSearchColumn(search: SearchColumn, where: unknown): boolean {
  if (Array.isArray(where)) return where.some(clause => asksSearchColumn(search, clause));
  if (!where || typeof where !== 'object') return false;
  return Object.entries(where).some(([key, value]) =>
    (key === 'and' || key === 'or') && Array.isArray(value) ? asksSearchColumn(search, value) : fieldPattern(search, key, value) !== undefined,
  );
}

/**
 * The condition of a guarded, coerced where (a WHERE without the word), written as the connector
 * writes it (and, or and the keys of one object joined by AND, each branch in parentheses), with
 * the search column asked as described at SearchColumn.
 */
export function searchConditionSql(buildWhere: WhereBuilder, model: string, search: SearchColumn, where: object): ParameterizedSQL {
  const like = (pattern: string) => new ParameterizedSQL(`"${search.column}" LIKE lower(?)`, [pattern]);
  const parts: ParameterizedSQL[] = [];
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      const clauses: unknown[] = key === 'or' ? joinGroups(search, value) : value;
      const branches = clauses
        .map(clause => (clause instanceof Searched ? like(clause.pattern) : searchConditionSql(buildWhere, model, search, clause as object)))
        .filter(branch => branch.sql)
        .map(wrapped);
      if (branches.length) parts.push(wrapped(joined(branches, ` ${key.toUpperCase()} `)));
      continue;
    }
    const own = buildWhere(model, {[key]: value});
    const pattern = fieldPattern(search, key, value);
    parts.push(pattern === undefined || !own.sql ? own : wrapped(joined([own, like(pattern)], ' AND ')));
  }
  return joined(
    parts.filter(part => part.sql),
    ' AND ',
  );
}

const wrapped = (statement: ParameterizedSQL) => new ParameterizedSQL(`(${statement.sql})`, statement.params);

const joined = (parts: ParameterizedSQL[], separator: string) =>
  new ParameterizedSQL(
    parts.map(part => part.sql).join(separator),
    parts.flatMap(part => part.params),
  );

/** A whole group of an `or`: every field with the same pattern. */
class Searched {
  constructor(readonly pattern: string) {}
}

/** The `or`'s clauses with each whole group (every field, same pattern) made one Searched, where the group's first clause was. */
function joinGroups(search: SearchColumn, clauses: unknown[]): unknown[] {
  const fieldsByPattern = new Map<string, Set<string>>();
  for (const clause of clauses) {
    const found = clausePattern(search, clause);
    if (found) fieldsByPattern.set(found[1], (fieldsByPattern.get(found[1]) ?? new Set()).add(found[0]));
  }
  const whole = new Set([...fieldsByPattern].filter(([, fields]) => fields.size === search.fields.length).map(([pattern]) => pattern));
  if (!whole.size) return clauses;
  const placed = new Set<string>();
  return clauses.flatMap(clause => {
    const found = clausePattern(search, clause);
    if (!found || !whole.has(found[1])) return [clause];
    if (placed.has(found[1])) return [];
    placed.add(found[1]);
    return [new Searched(found[1])];
  });
}
