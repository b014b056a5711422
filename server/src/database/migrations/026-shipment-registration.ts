// Every new order is registered with its carrier by a background job (pg-boss, in its own schema
// `pgboss`, installed by migrate() after these). The order keeps which carrier took it, the
// carrier's tracking link and return code; the carrier's own label, when it gave one, is kept
// whole in shipment_labels, and that is what the packager prints.
//
// Two partial indexes serve the job's sweep ("waiting for registration") and the "Registration
// failed" list; both stay small, since a registered, closed or received order leaves them.
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN carrier text;
ALTER TABLE orders ADD COLUMN trackingurl text;
ALTER TABLE orders ADD COLUMN returncode text;

CREATE TABLE shipment_labels (
  id serial PRIMARY KEY,
  orderid integer NOT NULL REFERENCES orders(id),
  carrier text NOT NULL,
  trackingnumber text NOT NULL,
  format text NOT NULL CHECK (format IN ('zpl', 'pdf')),
  content bytea NOT NULL,
  createdat timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shipment_labels_order_idx ON shipment_labels (orderid, id DESC);

CREATE INDEX orders_waiting_registration_idx ON orders (createdat DESC, id DESC)
  WHERE NOT isshipmentregistered AND barcode IS NULL AND NOT closed AND NOT isreceived;
CREATE INDEX orders_registration_failed_idx ON orders (updatedat DESC, id DESC)
  WHERE hasshipmenterror AND NOT isshipmentregistered AND NOT closed;
`;
