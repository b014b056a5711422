// The packager's queue. A packager takes the next order of a language with
// FOR UPDATE SKIP LOCKED and marks it inPackager with packagerId and the time of the claim; a claim
// older than 30 minutes (shared's PACKAGER.claimMinutes), or one the old system left without a time,
// is abandoned and the order is free again. The queue's partial index therefore no longer excludes
// inPackager (the few orders in packagers are filtered on the rows), and excludes closed orders.
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN packagerclaimedat timestamptz;

DROP INDEX orders_packager_queue_idx;
CREATE INDEX orders_packager_queue_idx ON orders (language, ordernumber)
  WHERE isshipmentregistered AND NOT ispackaged AND NOT closed;                      -- packager queue, waiting list and counts
CREATE INDEX orders_packager_held_idx ON orders (packagerid)
  WHERE inpackager AND NOT ispackaged;                                              -- the order a packager holds (release, next)
CREATE INDEX orders_packaged_by_idx ON orders (packagerid, packageddate DESC)
  WHERE ispackaged;                                                                 -- packager history
CREATE INDEX orders_packageddate_idx ON orders (packageddate)
  WHERE ispackaged;                                                                 -- packaged today per language
`;
