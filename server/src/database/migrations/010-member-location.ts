// The manager report also per location (the orders of the callers at the
// member's location): the members of a location are found by index.
export const up = /* sql */ `
CREATE INDEX members_location_idx ON members (location) WHERE location IS NOT NULL;
`;
