// The order-list search (a free word in any of the free-text fields: shared ORDER_FREE_TEXT_FIELDS)
// asks one column holding those fields joined and lower-cased (services/search-column.ts), with one
// trigram index, instead of five ILIKEs and five trigram indexes: a common word walks the orders
// newest first testing one LIKE per row, a rare one reads the index. The unit separator between
// the fields is never in a search word, so a word cannot match across two fields.
// A key:value search on one field also asks the column, so the five indexes go. The finer
// statistics let the planner tell a rare word (index) from a common one (walk). The lists' usual
// order, newest first, has an index holding the column (and the order number a numeric word also
// matches): that walk reads no row of the table.
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN searchtext text GENERATED ALWAYS AS (lower(
  coalesce(barcode, '') || E'\\x1f' || coalesce(referencenumber, '') || E'\\x1f' || coalesce(address, '') || E'\\x1f' ||
  coalesce(zip, '') || E'\\x1f' || coalesce(city, ''))) STORED;
ALTER TABLE orders ALTER COLUMN searchtext SET STATISTICS 1000;
CREATE INDEX orders_searchtext_trgm_idx ON orders USING gin (searchtext gin_trgm_ops);
CREATE INDEX orders_searchtext_newest_idx ON orders (createdat, id) INCLUDE (searchtext, ordernumber);
DROP INDEX orders_barcode_trgm_idx, orders_referencenumber_trgm_idx, orders_address_trgm_idx, orders_zip_trgm_idx, orders_city_trgm_idx;
ANALYZE orders (searchtext);
`;
