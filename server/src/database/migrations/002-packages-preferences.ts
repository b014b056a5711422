// Tracking numbers of the local carrier, and per-member preferences (e.g. chosen list columns).
export const up = /* sql */ `
CREATE SEQUENCE IF NOT EXISTS package_code_seq START 1;

CREATE TABLE member_preferences (
  memberid integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updatedat timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (memberid, key)
);
`;
