/**
 * `npm run import`'s writer: reads each old collection in reference order (members, materials,
 * clients, orders, then the orders' children), maps each document (mappings.ts) and writes the
 * rows in batches, each batch one transaction. Every row keeps its old ObjectId in `legacyid`
 * (unique, migration 029) and goes in ON CONFLICT DO NOTHING, so a second run inserts nothing and a
 * run killed halfway keeps its committed batches and, run again, adds only the rest. What it
 * cannot take, and what it took without a field, goes to the report with the reason; nothing stops
 * the run but a broken source or database.
 */
import fs from 'node:fs';
import {Client} from 'pg';
import {APPROVED_PAYEE_JSON} from '../repositories/approved-payee.sql';
import {ProgressBar} from '../scripts/progress';
import {mapDocument, OLD_MODELS, TABLE_OF, type OldModel, type RefModel, type Refs, type Row} from './mappings';
import type {OldSource} from './sources';

export interface ImportOptions {
  /** Rows per transaction (default 1000). */
  batchSize?: number;
  /** Draw a progress bar per collection on stderr. */
  progress?: boolean;
  /** The report's CSV file: one line per record not taken or taken without a field. */
  reportFile: string;
  log?: (line: string) => void;
}

export interface ModelCounts {
  read: number;
  inserted: number;
  /** Already imported by an earlier run: left as they are. */
  present: number;
  rejected: number;
  /** Taken, with a field left empty (each named in the report). */
  noted: number;
}

export interface ImportResult {
  models: Record<OldModel, ModelCounts>;
  seconds: number;
  reportFile: string;
}

export interface ReportLine {
  collection: OldModel;
  oldId: string;
  outcome: 'rejected' | 'taken';
  reason: string;
}

const REF_MODELS: readonly RefModel[] = ['Member', 'Material', 'Client', 'Order'];
const isRefModel = (m: OldModel): m is RefModel => (REF_MODELS as readonly string[]).includes(m);

/** The report's cell: quoted when it holds a comma, a quote or a line break. */
const csv = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const REPORT_HEADER = 'collection,oldId,outcome,reason';
export function parseReport(text: string): ReportLine[] {
  const lines: ReportLine[] = [];
  const re = /("(?:[^"]|"")*"|[^,\n]*)(,|\n|$)/g;
  let cells: string[] = [];
  for (let m = re.exec(text); m && m[0] !== ''; m = re.exec(text)) {
    cells.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    if (m[2] !== ',') {
      if (cells.join('') !== '' && cells[0] !== 'collection')
        lines.push({collection: cells[0] as OldModel, oldId: cells[1], outcome: cells[2] as ReportLine['outcome'], reason: cells[3]});
      cells = [];
    }
  }
  return lines;
}

/** Sequences that give new numbers after the old ones (an imported number is never given again). */
const NUMBER_SEQUENCES: Partial<Record<OldModel, {column: string; sequence: string}>> = {
  Client: {column: 'clientnumber', sequence: 'client_number_seq'},
  Order: {column: 'ordernumber', sequence: 'order_number_seq'},
  Complaint: {column: 'complaintnumber', sequence: 'complaint_number_seq'},
};

export async function runImport(url: string, source: OldSource, options: ImportOptions): Promise<ImportResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const report = fs.openSync(options.reportFile, 'w');
  fs.writeSync(report, `${REPORT_HEADER}\n`);
  const writeReport = (lines: ReportLine[]) => {
    if (lines.length) fs.writeSync(report, lines.map(l => [l.collection, l.oldId, l.outcome, l.reason].map(csv).join(',') + '\n').join(''));
  };

  const db = new Client({connectionString: url});
  await db.connect();
  const ids: Record<RefModel, Map<string, number>> = {Member: new Map(), Material: new Map(), Client: new Map(), Order: new Map()};
  const turnedDown: Record<RefModel, Set<string>> = {Member: new Set(), Material: new Set(), Client: new Set(), Order: new Set()};
  const refs: Refs = {id: (model, legacyId) => ids[model].get(legacyId), rejected: (model, legacyId) => turnedDown[model].has(legacyId)};
  const models = {} as Record<OldModel, ModelCounts>;
  try {
    // Each batch is its own transaction; its commit need not wait for the disk flush (a batch lost
    // to a crash is simply inserted by the next run).
    await db.query('SET synchronous_commit = off');
    for (const model of OLD_MODELS) {
      const table = TABLE_OF[model];
      const counts: ModelCounts = {read: 0, inserted: 0, present: 0, rejected: 0, noted: 0};
      models[model] = counts;
      const total = await source.count(model);
      // What earlier runs imported: not sent again (a resumed or repeated run only maps them, for
      // the report), and found by the later collections' references.
      const existing = new Set<string>();
      const {rows: before} = await db.query<{legacyid: string; id: number}>(`SELECT legacyid, id FROM ${table} WHERE legacyid IS NOT NULL`);
      for (const r of before) {
        existing.add(r.legacyid);
        if (isRefModel(model)) ids[model].set(r.legacyid, r.id);
      }
      const bar = options.progress && total > 0 ? new ProgressBar(total, model) : undefined;
      bar?.update(0);
      let batch: Row[] = [];
      let lines: ReportLine[] = [];
      const flush = async () => {
        await writeBatch(db, model, batch, counts, ids, turnedDown, lines);
        writeReport(lines);
        batch = [];
        lines = [];
        bar?.update(counts.read);
      };
      for await (const doc of source.documents(model)) {
        counts.read++;
        const mapped = mapDocument(model, doc, refs);
        if (!mapped.ok) {
          counts.rejected++;
          if (isRefModel(model)) turnedDown[model].add(mapped.legacyId);
          lines.push({collection: model, oldId: mapped.legacyId, outcome: 'rejected', reason: mapped.reason});
        } else {
          if (mapped.notes.length) counts.noted++;
          for (const note of mapped.notes) lines.push({collection: model, oldId: mapped.legacyId, outcome: 'taken', reason: note});
          if (existing.has(mapped.legacyId)) counts.present++;
          else batch.push(mapped.row);
        }
        if (batch.length >= batchSize) await flush();
        else if (counts.read % batchSize === 0) {
          // Records already there fill no batch: the bar and the report go on all the same.
          writeReport(lines);
          lines = [];
          bar?.update(counts.read);
        }
      }
      await flush();
      bar?.finish();
      if (counts.read > 0) {
        log(
          `${model}: ${counts.read} read, ${counts.inserted} imported, ${counts.present} already there, ${counts.rejected} not taken` +
            (counts.noted ? `, ${counts.noted} taken with a field left empty` : ''),
        );
      }
    }
    // Fresh statistics after a large import, so the lists' first queries get sensible plans.
    if (Object.values(models).some(c => c.inserted > 0)) await db.query('ANALYZE members; ANALYZE clients; ANALYZE orders; ANALYZE call_logs');
  } finally {
    fs.closeSync(report);
    await db.end();
  }
  return {models, seconds: (Date.now() - started) / 1000, reportFile: options.reportFile};
}

/**
 * One batch in one transaction: the rows go in grouped by the columns they have (an absent number
 * takes its sequence's default), ON CONFLICT DO NOTHING. A row not inserted either was imported
 * before (its legacyid is there) or collides with another unique key (an order number or a
 * username twice): that one is reported.
 */
async function writeBatch(
  db: Client,
  model: OldModel,
  rows: Row[],
  counts: ModelCounts,
  ids: Record<RefModel, Map<string, number>>,
  turnedDown: Record<RefModel, Set<string>>,
  lines: ReportLine[],
): Promise<void> {
  if (rows.length === 0) return;
  const table = TABLE_OF[model];
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  await db.query('BEGIN');
  try {
    const inserted = new Map<string, number>();
    for (const [key, group] of groups) {
      const columns = key
        .split(',')
        .map(c => `"${c}"`)
        .join(', ');
      const {rows: made} = await db.query<{id: number; legacyid: string}>(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
         ON CONFLICT DO NOTHING RETURNING id, legacyid`,
        [JSON.stringify(group)],
      );
      for (const r of made) inserted.set(r.legacyid, r.id);
    }
    const missing = rows.map(r => r.legacyid as string).filter(id => !inserted.has(id));
    const before = missing.length
      ? new Set((await db.query<{legacyid: string}>(`SELECT legacyid FROM ${table} WHERE legacyid = ANY($1)`, [missing])).rows.map(r => r.legacyid))
      : new Set<string>();
    const madeIds = [...inserted.values()];
    if (model === 'Order' && madeIds.length) {
      // Approved and unpaid orders are the payer's: they pay the approved payee snapshot, which the
      // old system never kept. As migration 019 did for the orders before it: the client as it is
      // now, marked migrated.
      await db.query(
        `UPDATE orders o SET payee = ${APPROVED_PAYEE_JSON} || jsonb_build_object('migrated', true)
           FROM clients c
          WHERE c.id = o.clientid AND o.id = ANY($1) AND o.istellered AND o.offeraccepted AND NOT o.ispaid AND NOT o.closed`,
        [madeIds],
      );
    }
    const numbered = NUMBER_SEQUENCES[model];
    if (numbered && madeIds.length) {
      await db.query(
        `SELECT setval('${numbered.sequence}', m) FROM (SELECT max(${numbered.column}) AS m FROM ${table}) x
          WHERE m >= (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${numbered.sequence})`,
      );
    }
    await db.query('COMMIT');
    counts.inserted += inserted.size;
    counts.present += before.size;
    if (isRefModel(model)) for (const [legacyId, id] of inserted) ids[model].set(legacyId, id);
    for (const legacyId of missing) {
      if (before.has(legacyId)) continue;
      counts.rejected++;
      if (isRefModel(model)) turnedDown[model].add(legacyId);
      lines.push({collection: model, oldId: legacyId, outcome: 'rejected', reason: duplicateReason(model)});
    }
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

function duplicateReason(model: OldModel): string {
  const keys: Partial<Record<OldModel, string>> = {
    Member: 'the username of another member',
    Client: 'the client number of another client',
    Order: 'the order number or reference number of another order',
    Complaint: 'the complaint number of another complaint',
    TimeRecord: "another record of the member's day",
  };
  return `duplicate: ${keys[model] ?? 'a unique value of another record'}`;
}
