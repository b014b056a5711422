// A create or send command retried or doubled with the same Idempotency-Key header
// answers the first result instead of acting twice (pipeline/idempotency.ts).
//
// One row per member and key: the operation and a fingerprint of its parsed arguments (the same key
// for another request is refused), and, once the command succeeded, its answer (status and body as
// sent, text so a replay is byte for byte the first answer). A row without an answer is a command
// still running. Rows are kept a day (createdat index for the pruning), like the keys of the
// payment APIs this follows.
export const up = /* sql */ `
CREATE TABLE idempotency_keys (
  memberid integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key text NOT NULL,
  operation text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  answer text,
  createdat timestamptz NOT NULL DEFAULT now(),
  completedat timestamptz,
  PRIMARY KEY (memberid, key)
);
CREATE INDEX idempotency_keys_createdat_idx ON idempotency_keys (createdat);
`;
