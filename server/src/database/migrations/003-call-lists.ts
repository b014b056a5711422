// Indexes of the buyer, cold-case and call-centre manager queries.
export const up = /* sql */ `
CREATE INDEX orders_caller_createdat_idx ON orders (callerid, createdat);              -- buyer stats "out", manager report (member)
CREATE INDEX orders_team_createdat_idx ON orders (team, createdat);                    -- team stats, manager report (team)
CREATE INDEX orders_welcomecall_open_idx ON orders (welcomecall)
  WHERE NOT isreceived AND NOT welcomecalldone AND NOT closed;                         -- transfer search, manager lists
CREATE INDEX orders_assigned_transfer_idx ON orders (assignedcallerid) WHERE istemporarilytransferred;
CREATE INDEX orders_permanent_transfer_idx ON orders (callerid) WHERE ispermanentlytransferred;
CREATE INDEX orders_closedate_team_idx ON orders (team, closedate) WHERE closed;       -- cancelled stats (team)
CREATE INDEX orders_valuation_team_idx ON orders (team, valuationdate) WHERE goldweight > 0; -- "in" stats (team)
CREATE INDEX clients_phone_updated_idx ON clients (phone, updatedat DESC);              -- find client by phone
`;
