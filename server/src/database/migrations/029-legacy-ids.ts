// Moving in from the old system (`npm run import`, docs/decisions/import-from-old-system.md): each
// imported row keeps the ObjectId it had there (24 hex characters) in `legacyid`, unique per table,
// so a second run or a run resumed after a kill inserts ON CONFLICT DO NOTHING and changes nothing.
// Rows made in Karat have none (the partial indexes leave them out). Imported members carry no
// password (hashes cannot come over): `mustsetpassword` makes their first login ask for a new one.
const TABLES = [
  'members',
  'materials',
  'clients',
  'orders',
  'call_logs',
  'sms_logs',
  'greetings',
  'package_code_registry',
  'payment_xmls',
  'complaints',
  'time_records',
];

export const up = /* sql */ `
${TABLES.map(t => `ALTER TABLE ${t} ADD COLUMN legacyid text;\nCREATE UNIQUE INDEX ${t}_legacyid_key ON ${t} (legacyid) WHERE legacyid IS NOT NULL;`).join('\n')}
ALTER TABLE members ADD COLUMN mustsetpassword boolean NOT NULL DEFAULT false;
`;
