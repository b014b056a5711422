import {MIGRATIONS} from '../../database/migrate';
import {
  ACTIVE_ORDER,
  BURSAR_COMPLETE,
  BURSAR_WAITING,
  OPEN_AFTER_CALL,
  OPEN_COLD_CASE,
  OPEN_WELCOME_CALL,
  OWN_ORDER,
  RECEIVED,
  SqlParams,
  TRANSFERRED_WITH,
} from '../../repositories/order-conditions';

// Each condition a query must write to match a partial index is named once, beside
// its index. These tests hold each name to the indexes the migrations leave.

interface Index {
  columns: string[];
  predicate?: string;
}

/** The indexes on orders after every migration: name, columns and partial predicate. */
function ordersIndexes(): Map<string, Index> {
  const indexes = new Map<string, Index>();
  // The SQL migrations (a function migration creates no order index).
  const sql = MIGRATIONS.flatMap(m => (typeof m.up === 'string' ? [m.up.replace(/--.*$/gm, '')] : [])).join('\n');
  for (const statement of sql.split(';').map(s => s.replace(/\s+/g, ' ').trim())) {
    const created = /^CREATE (?:UNIQUE )?INDEX (\w+) ON orders (?:USING \w+ )?\(([^)]*)\)(?: INCLUDE \([^)]*\))?(?: WHERE (.*))?$/i.exec(statement);
    if (created) indexes.set(created[1], {columns: created[2].split(',').map(c => c.trim().split(' ')[0]), predicate: created[3]});
    const dropped = /^DROP INDEX (?:IF EXISTS )?(.*)$/i.exec(statement);
    if (dropped) for (const name of dropped[1].split(',')) indexes.delete(name.trim());
  }
  return indexes;
}

/** A conjunction as the set of its terms, so the order they are written in does not matter. */
const terms = (predicate: string) => new Set(predicate.split(/\s+AND\s+/i).map(t => t.trim().toLowerCase()));

describe('the named conditions of repositories/order-conditions.ts', () => {
  const indexes = ordersIndexes();
  const index = (name: string) => {
    const found = indexes.get(name);
    if (!found) throw new Error(`no index ${name} after the migrations`);
    return found;
  };

  it.each([
    ['OPEN_WELCOME_CALL', OPEN_WELCOME_CALL, ['orders_welcome_caller_idx', 'orders_welcome_assigned_idx', 'orders_welcomecall_open_idx']],
    ['OPEN_AFTER_CALL', OPEN_AFTER_CALL, ['orders_after_caller_idx', 'orders_after_assigned_idx', 'orders_aftercall_idx']],
    ['ACTIVE_ORDER', ACTIVE_ORDER, ['orders_coldcase_idx']],
    ['RECEIVED', RECEIVED, ['orders_receiveddate_idx']],
  ] as const)('%s is the predicate of its partial indexes, with or without an alias', (_name, condition, names) => {
    for (const name of names) {
      expect(terms(condition()), name).toEqual(terms(index(name).predicate!));
      expect(terms(condition('o')), name).toEqual(new Set([...terms(index(name).predicate!)].map(t => t.replace(/^(not )?/, `$1o.`))));
    }
  });

  it('OPEN_COLD_CASE is ACTIVE_ORDER with the creation cut, the second column of orders_coldcase_idx', () => {
    expect(OPEN_COLD_CASE('$2')).toBe(`${ACTIVE_ORDER()} AND createdat < $2`);
    expect(index('orders_coldcase_idx').columns).toEqual(['language', 'createdat']);
  });

  it("OWN_ORDER asks caller or assigned caller, the leading columns of the buyer's list indexes", () => {
    expect(OWN_ORDER('$1')).toBe('(callerid = $1 OR assignedcallerid = $1)');
    expect(OWN_ORDER('$1', 'o')).toBe('(o.callerid = $1 OR o.assignedcallerid = $1)');
    for (const kind of ['welcome', 'after']) {
      expect(index(`orders_${kind}_caller_idx`).columns[0]).toBe('callerid');
      expect(index(`orders_${kind}_assigned_idx`).columns[0]).toBe('assignedcallerid');
    }
    expect(index('orders_caller_createdat_idx').columns[0]).toBe('callerid');
    expect(index('orders_assignedcallerid_idx')).toEqual({columns: ['assignedcallerid'], predicate: 'assignedcallerid IS NOT NULL'});
  });

  it('TRANSFERRED_WITH holds the predicates and columns of the two transfer indexes', () => {
    const sql = TRANSFERRED_WITH('$1');
    expect(index('orders_assigned_transfer_idx')).toEqual({columns: ['assignedcallerid'], predicate: 'istemporarilytransferred'});
    expect(index('orders_permanent_transfer_idx')).toEqual({columns: ['callerid'], predicate: 'ispermanentlytransferred'});
    expect(sql).toContain('(istemporarilytransferred AND assignedcallerid = $1)');
    expect(sql).toContain('(ispermanentlytransferred AND (callerid = $1 OR originalcallerid = $1))');
  });

  it("BURSAR_WAITING and BURSAR_COMPLETE are the predicates of the bursar's list indexes (migration 018)", () => {
    expect(terms(BURSAR_WAITING())).toEqual(terms(index('orders_bursar_waiting_idx').predicate!));
    expect(index('orders_bursar_waiting_idx').columns).toEqual(['ordernumber']);
    expect(BURSAR_WAITING('o')).toBe('o.istellered AND NOT o.iscomplete AND NOT o.closed AND (o.ispaid OR o.offereddeclined OR o.isdonation)');
    expect(index('orders_bursar_handled_idx')).toEqual({columns: ['bursarhandledate'], predicate: BURSAR_COMPLETE()});
    expect(indexes.has('orders_bursar_unhandled_idx')).toBe(false);
  });

  it('SqlParams numbers the values in the order they are added', () => {
    const p = new SqlParams();
    expect([p.add('a'), p.add(2), p.add('a')]).toEqual(['$1', '$2', '$3']);
    expect(p.values).toEqual(['a', 2, 'a']);
  });
});
