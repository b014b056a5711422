// The teller's lists put an order just called ('Did not answer') behind the untried ones, as the
// cold-case lists do: untried first by order number, then the tried ones by their latest teller
// call, oldest first. orders_teller_queue_tries_idx walks that order within a language under the
// queue's predicate (TELLER_QUEUE in repositories/order-conditions.ts); the counts and the panel
// keep orders_teller_queue_idx (001).
export const up = /* sql */ `
CREATE INDEX orders_teller_queue_tries_idx ON orders (language, latesttellercall NULLS FIRST, ordernumber)
  WHERE isvalued AND NOT istellered AND NOT returntovaluation AND NOT closed;
`;
