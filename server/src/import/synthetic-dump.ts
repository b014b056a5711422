/**
 * A mongodump of the old system, made up: `<folder>/old/<Model>.bson` with the old models' field
 * names and ObjectIds, for the import's tests and its time measurement (no MongoDB needed). Orders
 * go through every status label (the old flags, as the old system set them); `bad` plants one
 * record of each kind the import must turn down or take without a field, and returns their ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ObjectId, serialize} from 'bson';
import {LANGUAGES, ORDER_STATUS_RULES, TEAMS, type OrderStatusFlags} from '@karat/shared';
import {idOf, OLD_MODELS, type Doc, type OldModel} from './mappings';

export interface SyntheticDumpOptions {
  orders: number;
  /** Plant the bad records (see PlantedBad). */
  bad?: boolean;
  seed?: number;
}

/** The planted records: their collection, old id and the words their report line must hold. */
export interface PlantedBad {
  collection: OldModel;
  oldId: string;
  outcome: 'rejected' | 'taken';
  reason: RegExp;
}

export interface SyntheticDump {
  folder: string;
  counts: Record<OldModel, number>;
  bad: PlantedBad[];
}

/** A small deterministic generator (mulberry32), so a dump is the same for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class BsonFile {
  private readonly fd: number;
  private pending: Uint8Array[] = [];
  private size = 0;
  count = 0;
  constructor(file: string) {
    this.fd = fs.openSync(file, 'w');
  }
  write(doc: Doc) {
    const bytes = serialize(doc);
    this.pending.push(bytes);
    this.size += bytes.length;
    this.count++;
    if (this.size > 1 << 20) this.flush();
  }
  flush() {
    if (this.pending.length) fs.writeSync(this.fd, Buffer.concat(this.pending));
    this.pending = [];
    this.size = 0;
  }
  close() {
    this.flush();
    fs.closeSync(this.fd);
  }
}

const HOME: Record<string, {country: string; language: string; team: string}> = {
  finnish: {country: 'finland', language: 'finnish', team: 'helsinki'},
  'finland-swedish': {country: 'finland', language: 'finland-swedish', team: 'turku'},
  swedish: {country: 'sweden', language: 'swedish', team: 'gothenburg'},
  'uk-english': {country: 'uk', language: 'uk-english', team: 'uk'},
};
// Valid accounts of each country (ibantools' examples), so the good records pass the shared checks.
const IBANS: Record<string, string> = {finland: 'FI21 1234 5600 0007 85', sweden: 'SE45 5000 0000 0583 9825 7466', uk: ''};

/** The flags that make an order show the status label at `index` of ORDER_STATUS_RULES. */
function flagsFor(index: number): OrderStatusFlags {
  const [flag] = ORDER_STATUS_RULES[index];
  return flag ? {[flag]: true} : {};
}

export function writeSyntheticDump(root: string, options: SyntheticDumpOptions): SyntheticDump {
  const rnd = random(options.seed ?? 1);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const folder = path.join(root, 'old');
  fs.mkdirSync(folder, {recursive: true});
  const files = Object.fromEntries(OLD_MODELS.map(m => [m, new BsonFile(path.join(folder, `${m}.bson`))])) as Record<OldModel, BsonFile>;
  const bad: PlantedBad[] = [];
  const base = Date.UTC(2025, 0, 1);
  const day = 86_400_000;

  // Staff: a buyer per team, and one of each desk.
  const members: ObjectId[] = [];
  const desks = ['packager', 'receiver', 'valuation', 'teller', 'payer', 'bursar', 'customer', 'admin'];
  for (const [i, team] of TEAMS.entries()) {
    const _id = new ObjectId();
    members.push(_id);
    files.Member.write({
      _id,
      name: `Old Buyer ${i + 1}`,
      username: `old-buyer-${i + 1}`,
      password: '$2a$10$abcdefghijklmnopqrstuuNoUsableHashAtAllForKarat0123456',
      phone: `35840100${String(i).padStart(4, '0')}`,
      buyerCommission: 40,
      preferLanguage: 'finnish',
      preferCountry: 'finland',
      team,
      buyer: true,
      isActive: true,
      createdAt: new Date(base - 400 * day),
    });
  }
  for (const desk of desks) {
    const _id = new ObjectId();
    members.push(_id);
    files.Member.write({_id, name: `Old ${desk}`, username: `old-${desk}-desk`, password: 'x', team: 'helsinki', [desk]: true, isActive: true});
  }

  const materials = [
    {_id: new ObjectId(), name: 'Gold 585', price: 30.5, category: 'gold'},
    {_id: new ObjectId(), name: 'Gold 750', price: 39.1, category: 'gold'},
    {_id: new ObjectId(), name: 'Silver 925', price: 0.55, category: 'silver'},
  ];
  for (const m of materials) files.Material.write(m);

  // Clients: one for about three orders.
  const clientCount = Math.max(1, Math.ceil(options.orders / 3));
  const clients: {id: ObjectId; language: string}[] = [];
  for (let i = 0; i < clientCount; i++) {
    const language = LANGUAGES[i % LANGUAGES.length];
    const home = HOME[language];
    const _id = new ObjectId();
    clients.push({id: _id, language});
    files.Client.write({
      _id,
      clientNumber: 50_001 + i,
      firstName: pick(['Aino', 'Matti', 'Karin', 'Erik', 'Emma', 'Oliver']),
      lastName: pick(['Virtanen', 'Korhonen', 'Andersson', 'Smith', 'Jones']),
      gender: pick(['male', 'female', 'unknown']),
      address: `Street ${1 + (i % 90)}`,
      zip: home.country === 'uk' ? 'SW1A 1AA' : home.country === 'sweden' ? '41101' : '00100',
      city: home.country === 'uk' ? 'London' : home.country === 'sweden' ? 'Göteborg' : 'Helsinki',
      country: home.country,
      language,
      phone: `+${home.country === 'finland' ? '358' : home.country === 'sweden' ? '46' : '44'} 40 ${String(1_000_000 + i).slice(1)}`,
      email: `client${i}@example.com`,
      birthYear: 1940 + (i % 50),
      iban: IBANS[home.country],
      ...(home.country === 'uk' ? {ukSortCode: '40-47-84', ukAccountNumber: '70872490'} : {}),
      createdAt: new Date(base - 300 * day + i * 1000),
    });
  }

  // Orders over every status label, with their calls, SMS and package codes.
  const orders: ObjectId[] = [];
  for (let i = 0; i < options.orders; i++) {
    const client = clients[i % clients.length];
    const home = HOME[client.language];
    const _id = new ObjectId();
    orders.push(_id);
    const createdAt = new Date(base - 200 * day + i * 60_000);
    const flags = flagsFor(i % ORDER_STATUS_RULES.length);
    const received = flags.isReceived || flags.isValued || flags.isTellered || flags.isPaid || flags.isComplete;
    files.Order.write({
      _id,
      orderNumber: 200_001 + i,
      barCode: `JJFI${String(600_000_000 + i)}`,
      country: home.country,
      language: home.language,
      team: home.team,
      address: `Street ${1 + (i % 90)}`,
      zip: home.country === 'uk' ? 'SW1A1AA' : home.country === 'sweden' ? '411 01' : '00100',
      city: 'Helsinki',
      clientId: client.id,
      callerId: members[i % TEAMS.length],
      ...flags,
      isReceived: Boolean(received),
      receivedDate: received ? new Date(createdAt.getTime() + 10 * day) : undefined,
      welcomeCall: new Date(createdAt.getTime() + 4 * day),
      dueDate: new Date(createdAt.getTime() + 16 * day),
      closeMethod: flags.closed ? 'phone' : undefined,
      closeReason: flags.closed ? 'Age' : undefined,
      offer: received ? 123.45 + (i % 100) : undefined,
      goldWeight: received ? 12.3 : undefined,
      products: received
        ? [
            {
              key: 'p1',
              name: 'Ring',
              category: 'gold',
              density: idOf(materials[0]),
              densityName: 'Gold 585',
              weight: 12.3,
              price: 30.5,
              factor: 1,
              inDeal: true,
            },
          ]
        : [],
      shipmentOffices: [],
      afterCallTries: [],
      welcomeCallTried: [new Date(createdAt.getTime() + day)],
      createdAt,
      updatedAt: createdAt,
    });
    files.CallLog.write({
      _id: new ObjectId(),
      type: 'WELCOME_CALL',
      event: 'done',
      message: 'ok',
      memberId: members[i % TEAMS.length],
      orderId: _id,
      createdAt,
    });
    if (i % 4 === 0)
      files.SmsLog.write({_id: new ObjectId(), to: '358401234567', message: 'Your package arrived', kind: 'arrival', status: 'sent', orderId: _id, createdAt});
    if (i % 5 === 0)
      files.PackageCodeRegistry.write({
        _id: new ObjectId(),
        orderId: _id,
        orderNumber: 200_001 + i,
        clientId: client.id,
        clientName: 'Client',
        packageCode: `PC${i}`,
        createdAt,
      });
  }
  files.Greeting.write({_id: new ObjectId(), fi: 'Kiitos', sv: 'Tack', svFI: 'Tack så mycket'});
  files.PaymentXML.write({
    _id: new ObjectId(),
    name: 'payment-2025-01-01.xml',
    location: 'payment-xmls/old.xml',
    country: 'finland',
    total: 1234.5,
    isDonation: false,
  });
  if (orders.length) {
    files.Complaint.write({
      _id: new ObjectId(),
      complaintNumber: 9001,
      status: 'waiting_client',
      reasonCategory: 'other',
      reasonSubcategory: 'other_other',
      complaintFiledBy: 'client',
      complaintInfo: 'Package late',
      complaintDate: new Date(base),
      dueDate: new Date(base + 7 * day),
      orderId: orders[0],
      orderNumber: 200_001,
    });
  }
  files.TimeRecord.write({_id: new ObjectId(), userId: members[0], date: new Date(base), hours: 7.5, sickLeave: false, paidDayOff: false});

  if (options.bad) {
    const plant = (collection: OldModel, doc: Doc, outcome: PlantedBad['outcome'], reason: RegExp) => {
      files[collection].write(doc);
      bad.push({collection, oldId: (idOf(doc) as ObjectId).toHexString(), outcome, reason});
    };
    const ghost = new ObjectId();
    const client = clients[0].id;
    plant(
      'Client',
      {_id: new ObjectId(), clientNumber: 99_001, firstName: 'Bad', lastName: 'Iban', country: 'finland', language: 'finnish', iban: 'FI00 1234 5678 9012 34'},
      'taken',
      /bad IBAN/,
    );
    plant(
      'Client',
      {_id: new ObjectId(), clientNumber: 99_002, firstName: 'Klingon', lastName: 'Speaker', country: 'finland', language: 'klingon'},
      'rejected',
      /unknown language 'klingon'/,
    );
    plant(
      'Order',
      {_id: new ObjectId(), orderNumber: 299_001, country: 'finland', language: 'finnish', clientId: ghost},
      'rejected',
      new RegExp(`missing client ${ghost.toHexString()}`),
    );
    plant(
      'Order',
      {_id: new ObjectId(), orderNumber: 299_002, country: 'finland', language: 'german', clientId: client},
      'rejected',
      /unknown language 'german'/,
    );
    plant(
      'Order',
      {_id: new ObjectId(), orderNumber: 299_003, country: 'finland', language: 'finnish', clientId: client, offer: 'lots'},
      'rejected',
      /offer is not a number/,
    );
    plant(
      'Order',
      {_id: new ObjectId(), orderNumber: 200_001, country: 'finland', language: 'finnish', clientId: client},
      'rejected',
      /duplicate: the order number/,
    );
    plant('Member', {_id: new ObjectId(), name: 'Short', username: 'short', isActive: true}, 'rejected', /username 'short'/);
    plant('CallLog', {_id: new ObjectId(), type: 'WELCOME_CALL', event: 'done', orderId: ghost}, 'rejected', /missing order/);
    plant('TimeRecord', {_id: new ObjectId(), userId: members[0], date: new Date(base + day), hours: 8, sickLeave: true}, 'rejected', /not exactly one/);
  }
  for (const file of Object.values(files)) file.close();
  const counts = Object.fromEntries(OLD_MODELS.map(m => [m, files[m].count])) as Record<OldModel, number>;
  return {folder: root, counts, bad};
}
