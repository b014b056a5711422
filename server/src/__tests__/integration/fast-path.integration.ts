import {Entity, Filter} from '@loopback/repository';
import {CALL_TRY_FIELDS, ORDER_FREE_TEXT_FIELDS, parseOrderSearch} from '@karat/shared';
import {demoUsername, runDemo} from '../../scripts/seed-data';
import {AnyRepository, ReadEngine} from '../../repositories/query/read-engine';
import * as statements from '../../repositories/query/prepared';
import {guardFilter} from '../../repositories/query/filter-guard';
import {JsonText} from '../../repositories/query/json-text';
import {NEWEST_WINDOW} from '../../repositories/query/search-column';
import {givenRunningApp, TestApp} from '../helpers/app.helper';
import {BUYER_SERVICE, DB_DATASOURCE, READ_ENGINE} from '../../keys';

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the plain read path answers the same JSON as repo.find', () => {
  let app: TestApp;
  let crud: ReadEngine;
  const repo = (name: string) => app.server.lbApp.getSync<AnyRepository>(`repositories.${name}Repository`);

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    await runDemo(app.url);
    crud = await app.server.lbApp.get(READ_ENGINE);
  });
  afterAll(async () => app?.stop());

  const cases: [string, object][] = [
    ['Order', {limit: 200, order: ['id ASC']}],
    ['Order', {where: {country: 'finland', isReceived: false}, order: ['orderNumber DESC'], limit: 50}],
    ['Order', {where: {isValued: true}, order: ['valuationDate DESC'], limit: 100}],
    ['Order', {where: {and: [{createdAt: {gt: '2020-01-22T15:15:30Z'}}, {closed: 'true'}]}, order: ['closeDate DESC', 'id ASC'], limit: 100}],
    ['Order', {where: parseOrderSearch('turku'), order: ['createdAt DESC', 'id DESC'], limit: 50}],
    ['Order', {where: {offer: {gte: '100.5'}}, fields: ['id', 'offer', 'products', 'createdAt'], order: ['id ASC'], limit: 100}],
    ['Order', {where: {id: {inq: [1, 2, 3, '4']}}, include: [{relation: 'client'}, {relation: 'caller'}], order: ['id ASC']}],
    ['Order', {where: {barCode: {like: 'JJFI%'}}, skip: 10, limit: 20, order: ['id ASC'], include: [{relation: 'closer'}]}],
    ['Client', {where: {country: 'sweden'}, include: [{relation: 'orders', scope: {where: {closed: false}, order: ['id ASC']}}], order: ['id ASC'], limit: 20}],
    ['Client', {where: {lastName: {ilike: '%NEN'}}, order: ['clientNumber ASC'], limit: 100}],
    ['Member', {order: ['id ASC']}],
    ['Material', {where: {category: 'gold'}, order: ['price DESC']}],
    ['CallLog', {where: {type: 'WELCOME_CALL'}, include: [{relation: 'member'}, {relation: 'order'}], order: ['id ASC'], limit: 50}],
    ['Greetings', {}],
    ['Order', {where: {closeDate: {eq: null}, closed: {eq: 'false'}, id: {lt: '300'}}, order: ['id ASC'], limit: 20}],
    ['Order', {where: {or: [{id: {eq: 5}}, {receiverId: {eq: null}}]}, order: ['id ASC'], limit: 20}],
    // belongsTo without a scope takes the plain include; with one, the repository's resolver.
    ['Order', {include: [{relation: 'receiver'}, {relation: 'valuator'}, {relation: 'client'}], order: ['id DESC'], limit: 150}],
    [
      'Order',
      {where: {closed: true}, include: [{relation: 'client', scope: {fields: ['id', 'firstName']}}, {relation: 'closer'}], order: ['id ASC'], limit: 30},
    ],
    ['Order', {where: {id: {inq: [7, 8, 9]}}, fields: {products: false, extraImages: false, clientId: false}, include: [{relation: 'client'}]}],
    ['Order', {fields: {id: true, orderNumber: true}, order: ['orderNumber DESC'], limit: 10}],
    ['CallLog', {where: {type: 'AFTER_CALL'}, include: [{relation: 'order', scope: {include: [{relation: 'client'}]}}], order: ['id DESC'], limit: 20}],
  ];

  it.each(cases)('%s %j', async (model, filter) => {
    const r = repo(model);
    const guarded = guardFilter(r.entityClass, filter) as Filter<Entity>;
    const slow = await r.find(JSON.parse(JSON.stringify(guarded)));
    const fast = await crud.findJson(r, filter);
    expect(slow.length).toBeGreaterThan(0);
    // Without includes PostgreSQL makes the JSON; what a client parses from it is the same.
    if (!('include' in filter)) expect(fast).toBeInstanceOf(JsonText);
    expect(fast instanceof JsonText ? JSON.parse(fast.text) : json(fast)).toEqual(json(slow));
  });

  it('has PostgreSQL make the JSON of plain belongsTo includes, and the JavaScript path the others', async () => {
    const orders = repo('Order');
    // Either way the answer is JSON text (its size is checked before it is sent); the JavaScript path reads findRows.
    const javascript = vi.spyOn(crud, 'findRows');
    const pathOf = async (read: Promise<unknown>) => {
      javascript.mockClear();
      expect(await read).toBeInstanceOf(JsonText);
      return javascript.mock.calls.length ? 'javascript' : 'postgresql';
    };
    try {
      expect(await pathOf(crud.findJson(orders, {include: ['client', {relation: 'caller'}], limit: 5}))).toBe('postgresql');
      expect(await pathOf(crud.findById(orders, 5, {include: ['client']}))).toBe('postgresql');
      expect(await pathOf(crud.findJson(orders, {include: [{relation: 'client', scope: {fields: ['id']}}], limit: 5}))).toBe('javascript');
      expect(await pathOf(crud.findJson(orders, {include: ['client'], fields: ['id', 'clientId'], limit: 5}))).toBe('javascript');
      expect(await pathOf(crud.findJson(orders, {include: ['client', {relation: 'client'}], limit: 5}))).toBe('javascript');
    } finally {
      javascript.mockRestore();
    }
  });

  describe('searches, read through the search column', () => {
    const fields = ['id', 'orderNumber', 'createdAt', 'barCode', 'city', 'zip', 'closed'];
    const newest = ['createdAt DESC', 'id DESC'];
    const words = async () => {
      // A common word, a rare one (one order's address), digits, upper case, a key:value search.
      const [rare] = await repo('Order').find({where: {address: {neq: null}}, order: ['id DESC'], limit: 1} as Filter<Entity>);
      const address = (rare as unknown as {address: string}).address;
      return ['turku', 'TuRkU', address.slice(2, 9), '1', '20', 'city:turku', `address:"${address}"`, 'turku 2', '100%', 'nosuchword'];
    };

    const compare = async (filter: Filter<Entity>) => {
      const r = repo('Order');
      const slow = json(await r.find(JSON.parse(JSON.stringify(filter))));
      const fast = await crud.findJson(r, filter);
      expect(fast instanceof JsonText ? JSON.parse(fast.text) : json(fast)).toEqual(slow);
      expect(await crud.count(r, filter.where)).toEqual(await r.count(filter.where));
      return slow.length as number;
    };

    it('answers the rows and the count of the five ILIKEs, in the newest order and others, on every page', async () => {
      let found = 0;
      for (const word of await words()) {
        const where = parseOrderSearch(word);
        for (const [order, limit, skip] of [
          [newest, 25, 0],
          [newest, 5, 10],
          [['orderNumber DESC'], 50, 0],
          [['createdAt DESC'], 10, 0],
        ] as const) {
          found += await compare({where, fields, order: [...order], limit, skip} as Filter<Entity>);
        }
        found += await compare({where: {and: [where, {closed: false}]}, order: newest, limit: 10} as Filter<Entity>);
      }
      expect(found).toBeGreaterThan(100);
    });

    it('tries the newest rows first and reads all matches when they hold less than the page', async () => {
      const ds = app.server.lbApp.getSync(DB_DATASOURCE);
      const execute = vi.spyOn(ds, 'execute');
      crud.newestWindow = 40;
      try {
        const tries = {recent: 0, all: 0};
        for (const word of await words()) {
          for (const [limit, skip] of [
            [25, 0],
            [5, 30],
            [10, 0],
          ]) {
            execute.mockClear();
            await compare({where: parseOrderSearch(word), fields, order: newest, limit, skip} as Filter<Entity>);
            const sql = execute.mock.calls.map(([text]) => String(text));
            if (sql.some(text => text.includes('"createdat" >= $1'))) tries.recent++;
            if (sql.some(text => text.includes('MATERIALIZED'))) tries.all++;
          }
        }
        // Common words fill the page from the newest rows, rare ones read all matches.
        expect(tries.recent).toBe(30);
        expect(tries.all).toBeGreaterThan(5);
        expect(tries.all).toBeLessThan(30);
      } finally {
        crud.newestWindow = NEWEST_WINDOW;
        execute.mockRestore();
      }
    });

    it('keeps the search column to the free-text fields', async () => {
      const ds = app.server.lbApp.getSync(DB_DATASOURCE);
      const [{expression}] = (await ds.execute(
        "SELECT generation_expression AS expression FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'searchtext'",
      )) as {expression: string}[];
      const columns = [...expression.matchAll(/coalesce\((\w+),/gi)].map(m => m[1]);
      expect(columns).toEqual(ORDER_FREE_TEXT_FIELDS.map(field => field.toLowerCase()));
      expect(expression).toMatch(/^lower\(/);
    });
  });

  it('plans a pattern search with its pattern each time (its rows then by id, once per connection), other reads once per connection', async () => {
    const ds = app.server.lbApp.getSync(DB_DATASOURCE);
    const prepared = vi.spyOn(statements, 'prepared');
    const execute = vi.spyOn(ds, 'execute');
    try {
      await crud.findJson(repo('Order'), {where: parseOrderSearch('turku'), limit: 5});
      await crud.findRows(repo('Client'), {where: {lastName: {ilike: '%nen'}}, limit: 5} as Filter<Entity>);
      expect(execute.mock.calls.filter(([sql]) => /LIKE/.test(String(sql)))).toHaveLength(2);
      expect(prepared).toHaveBeenCalledTimes(1);
      expect(prepared.mock.calls[0][1]).toContain('WHERE "id" = ANY($1)');
      expect(prepared.mock.calls[0][1]).not.toMatch(/LIKE/);
      prepared.mockClear();
      await crud.findJson(repo('Order'), {where: {country: 'finland'}, limit: 5});
      expect(prepared).toHaveBeenCalledTimes(1);
    } finally {
      prepared.mockRestore();
      execute.mockRestore();
    }
  });

  it('answers one record by id the same way, with includes', async () => {
    const r = repo('Order');
    const slow = await r.findById(5, {include: [{relation: 'client'}]});
    const fast = await crud.findById(r, 5, {include: [{relation: 'client'}]});
    expect(json(fast)).toEqual(json(slow));
  });

  // A get by id with belongsTo includes reads the relations in the same query (a join).
  it.each([
    ['Order', [{relation: 'client'}]],
    ['Order', [{relation: 'client'}, {relation: 'caller'}, {relation: 'receiver'}, {relation: 'closer'}]],
    ['Order', ['valuator']],
    ['CallLog', [{relation: 'member'}, {relation: 'order'}]],
  ])('%s by id with %j, also where a key is empty', async (model, include) => {
    const r = repo(model);
    const ids = (await r.find({fields: ['id'], order: ['id ASC'], limit: 400} as Filter<Entity>)).map(row => row.getId() as number);
    const names = include.map(i => (typeof i === 'string' ? i : i.relation));
    let present = 0;
    let absent = 0;
    for (const id of ids.filter((_, i) => i % 20 === 0)) {
      const slow = json(await r.findById(id, {include} as Filter<Entity>));
      const fast = json(await crud.findById(r, id, {include}));
      expect(fast).toEqual(slow);
      for (const name of names) {
        if (slow[name]) present++;
        else absent++;
      }
    }
    expect(present).toBeGreaterThan(0);
    // Orders not yet received or closed have no receiver or closer: the relation is left out.
    if (names.includes('closer')) expect(absent).toBeGreaterThan(0);
  });

  it.each(['welcomeCalls', 'afterCalls'] as const)("answers a buyer's %s page with what the list shows of each order", async list => {
    const buyer = await app.server.lbApp.get(BUYER_SERVICE);
    const [member] = await repo('Member').find({where: {username: demoUsername('buyer')}} as Filter<Entity>);
    const read = async () => json(await buyer[list](member.getId() as number, '', 200, 0)) as {total: number; orders: {id: number}[]};
    // One order of the list tried (a call logged), so the list holds tried and untried orders.
    const untried = (await read()).orders[0];
    const type = list === 'welcomeCalls' ? 'WELCOME_CALL' : 'AFTER_CALL';
    await repo('CallLog').create({type, event: 'doesNotAnswer', orderId: untried.id, memberId: member.getId()} as never);
    const page = await read();
    expect(page.orders.length).toBeGreaterThan(1);
    // Just tried: the last of the whole list.
    expect(page.total).toBeLessThanOrEqual(200);
    expect(page.orders.at(-1)!.id).toBe(untried.id);
    expect(page.total).toBeGreaterThanOrEqual(page.orders.length);
    const due = list === 'welcomeCalls' ? 'welcomeCall' : 'dueDate';
    const tries = list === 'welcomeCalls' ? CALL_TRY_FIELDS.WELCOME_CALL : CALL_TRY_FIELDS.AFTER_CALL;
    const ids = page.orders.map(order => order.id);
    const full = json(await crud.findRows(repo('Order'), {where: {id: {inq: ids}}, include: [{relation: 'client'}]} as Filter<Entity>)) as Record<
      string,
      unknown
    >[];
    // The list's order: untried first, then by last try (oldest first); within each, due first, then id.
    const key = (order: Record<string, unknown>) => [
      order[tries.lastTry] === null ? 0 : 1,
      String(order[tries.lastTry] ?? ''),
      String(order[due]),
      order.id as number,
    ];
    full.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
      return 0;
    });
    const shown = full.map(order => {
      const {id, orderNumber, country, welcomeCall, dueDate, createdAt} = order;
      const client = order.client as Record<string, unknown> | undefined;
      return {
        id,
        orderNumber,
        country,
        welcomeCall,
        dueDate,
        createdAt,
        attempts: order[tries.attempts],
        lastTry: order[tries.lastTry],
        ...(client ? {client: {id: client.id, firstName: client.firstName, lastName: client.lastName, phone: client.phone}} : {}),
      };
    });
    expect(shown.filter(order => order.lastTry !== null).length).toBeGreaterThan(0);
    expect(page.orders).toEqual(shown);
  });
});
