// Each member's minute of browser error reports (ClientErrorService's limit), kept in the database
// so the limit is the same whichever server process a report reaches.
export const up = /* sql */ `
CREATE TABLE client_error_windows (
  memberid integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  startedat timestamptz NOT NULL,
  count integer NOT NULL
);
`;
