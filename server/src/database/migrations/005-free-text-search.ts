// The admin free-text search matches '%word%' (ILIKE) in five columns of orders. Without an index
// PostgreSQL walks the orders newest first until it has a page: quick for a common word, but a
// rare one (a street, part of a bar code) reads every order. Trigram indexes let the planner find
// rare words directly (a BitmapOr of the five) and keep the walk for common ones.
export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX orders_barcode_trgm_idx ON orders USING gin (barcode gin_trgm_ops);
CREATE INDEX orders_referencenumber_trgm_idx ON orders USING gin (referencenumber gin_trgm_ops);
CREATE INDEX orders_address_trgm_idx ON orders USING gin (address gin_trgm_ops);
CREATE INDEX orders_zip_trgm_idx ON orders USING gin (zip gin_trgm_ops);
CREATE INDEX orders_city_trgm_idx ON orders USING gin (city gin_trgm_ops);
`;
