/**
 * Where the old system's documents come from, behind one interface: a mongodump folder (`<db>/<Model>.bson`,
 * or `.bson.gz` from --gzip), mongoexport files (`<Model>.json`: JSON lines, or one array with
 * --jsonArray; Extended JSON either way), or a live MongoDB by its `mongodb://` URI (the official
 * driver). Collections are named after the old models as LoopBack 3 names them (`Order`, `Client`, ...).
 * Documents are read one at a time, never a whole collection in memory (a JSON array file aside).
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import {EJSON, deserialize} from 'bson';
import {MONGO_ID, UNREADABLE, type Doc, type OldModel} from './mappings';

export interface OldSource {
  /** What it is, for the log. */
  describe(): string;
  /** How many documents a collection holds (0 when it is not there), for the progress bar. */
  count(model: OldModel): Promise<number>;
  /** The collection's documents, one at a time. */
  documents(model: OldModel): AsyncIterable<Doc>;
  close(): Promise<void>;
}

/** The bson library's options: ObjectId, Date and Decimal128 stay objects; int32, int64 and double become numbers. */
const BSON_OPTIONS = {promoteLongs: true, promoteValues: true} as const;

function openStream(file: string): NodeJS.ReadableStream {
  const stream = fs.createReadStream(file, {highWaterMark: 1 << 20});
  return file.endsWith('.gz') ? stream.pipe(zlib.createGunzip()) : stream;
}

/**
 * The documents of a .bson file: each is an int32 little-endian length (itself included) and then its
 * bytes, one after another. `parse` false only counts them (the lengths, no document is decoded).
 */
async function* bsonDocuments(file: string, parse = true): AsyncGenerator<Doc> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of openStream(file) as AsyncIterable<Buffer>) {
    pending = pending.length === offset ? chunk : Buffer.concat([pending.subarray(offset), chunk]);
    offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new Error(`${file}: a document of ${size} bytes at ${offset}: not a BSON file`);
      if (pending.length - offset < size) break;
      yield parse ? (deserialize(pending.subarray(offset, offset + size), BSON_OPTIONS) as Doc) : {};
      offset += size;
    }
  }
  if (pending.length - offset > 0) throw new Error(`${file}: ends inside a document (${pending.length - offset} bytes left): a cut dump?`);
}

/** A mongodump folder: the database's folder itself, or the dump folder holding exactly one database folder. */
export function dumpSource(folder: string): OldSource {
  const fileOf = (model: OldModel) => {
    const direct = [`${model}.bson`, `${model}.bson.gz`].map(f => path.join(folder, f)).find(f => fs.existsSync(f));
    if (direct) return direct;
    const databases = fs.readdirSync(folder, {withFileTypes: true}).filter(d => d.isDirectory());
    if (databases.length !== 1) return undefined;
    return [`${model}.bson`, `${model}.bson.gz`].map(f => path.join(folder, databases[0].name, f)).find(f => fs.existsSync(f));
  };
  return {
    describe: () => `mongodump folder ${folder}`,
    async count(model) {
      const file = fileOf(model);
      if (!file) return 0;
      let n = 0;
      for await (const _ of bsonDocuments(file, false)) n++;
      return n;
    },
    async *documents(model) {
      const file = fileOf(model);
      if (file) yield* bsonDocuments(file);
    },
    close: async () => undefined,
  };
}

/** The first character that is not white space: '[' for mongoexport --jsonArray. */
function startsWithArray(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(256);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').trimStart().startsWith('[');
  } finally {
    fs.closeSync(fd);
  }
}

async function* jsonLines(file: string, parse = true): AsyncGenerator<Doc> {
  if (startsWithArray(file)) {
    // An array is one JSON value: read whole (mongoexport writes lines unless asked otherwise).
    const docs = EJSON.parse(fs.readFileSync(file, 'utf8')) as Doc[];
    yield* docs;
    return;
  }
  const lines = readline.createInterface({input: fs.createReadStream(file), crlfDelay: Infinity});
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    try {
      yield parse ? (EJSON.parse(line) as Doc) : {};
    } catch (err) {
      // One unreadable line is reported as a record that could not be taken; the rest goes on.
      yield {[MONGO_ID]: `line ${n}`, [UNREADABLE]: err instanceof Error ? err.message : String(err)};
    }
  }
}

/** mongoexport files: a folder of `<Model>.json`, or the files themselves (each named after its model). */
export function exportSource(paths: string[]): OldSource {
  const files = new Map<string, string>();
  for (const p of paths) {
    const list = fs.statSync(p).isDirectory() ? fs.readdirSync(p).map(f => path.join(p, f)) : [p];
    for (const file of list) {
      const model = path.basename(file).replace(/\.(json|jsonl|ndjson)$/, '');
      if (model !== path.basename(file)) files.set(model, file);
    }
  }
  return {
    describe: () => `mongoexport files ${[...files.values()].join(', ')}`,
    async count(model) {
      const file = files.get(model);
      if (!file) return 0;
      let n = 0;
      for await (const _ of jsonLines(file, false)) n++;
      return n;
    },
    async *documents(model) {
      const file = files.get(model);
      if (file) yield* jsonLines(file);
    },
    close: async () => undefined,
  };
}

/** What mongoSource uses of the driver's MongoClient (a test hands it a double: no MongoDB server can be installed here). */
export interface MongoClientLike {
  db(name?: string): {
    databaseName: string;
    listCollections(filter: object, options: {nameOnly: true}): {toArray(): Promise<{name: string}[]>};
    collection(name: string): {estimatedDocumentCount(): Promise<number>; find(filter: object, options: object): AsyncIterable<unknown>};
  };
  close(): Promise<void>;
}

/** The official driver, connected (loaded only for a URI: a dump or export needs no driver). */
async function connectDriver(uri: string): Promise<MongoClientLike> {
  const {MongoClient} = await import('mongodb');
  const client = new MongoClient(uri, {serverSelectionTimeoutMS: 10_000});
  await client.connect();
  return client as unknown as MongoClientLike;
}

/** A live MongoDB: the database named in the URI's path (LoopBack 3's datasource URL), or `database`. */
export async function mongoSource(uri: string, database?: string, connect: (uri: string) => Promise<MongoClientLike> = connectDriver): Promise<OldSource> {
  const client = await connect(uri);
  const db = client.db(database);
  const names = new Set((await db.listCollections({}, {nameOnly: true}).toArray()).map(c => c.name));
  return {
    describe: () => `MongoDB database ${db.databaseName}`,
    count: async model => (names.has(model) ? db.collection(model).estimatedDocumentCount() : 0),
    async *documents(model) {
      if (!names.has(model)) return;
      // promoteValues as for the dumps, so one mapping reads all three sources alike.
      yield* db.collection(model).find({}, {batchSize: 1000, sort: {[MONGO_ID]: 1}, ...BSON_OPTIONS}) as AsyncIterable<Doc>;
    },
    close: () => client.close(),
  };
}

/** The source a command-line argument names. */
export async function openSource(args: string[], database?: string, connect?: (uri: string) => Promise<MongoClientLike>): Promise<OldSource> {
  if (args.length === 1 && /^mongodb(\+srv)?:\/\//.test(args[0])) return mongoSource(args[0], database, connect);
  for (const arg of args) if (!fs.existsSync(arg)) throw new Error(`${arg}: no such file or folder`);
  const isDump = (dir: string) => {
    if (!fs.statSync(dir).isDirectory()) return false;
    const has = (d: string) => fs.readdirSync(d).some(f => /\.bson(\.gz)?$/.test(f));
    if (has(dir)) return true;
    const subfolders = fs.readdirSync(dir, {withFileTypes: true}).filter(d => d.isDirectory());
    return subfolders.length === 1 && has(path.join(dir, subfolders[0].name));
  };
  if (args.length === 1 && isDump(args[0])) return dumpSource(args[0]);
  return exportSource(args);
}
