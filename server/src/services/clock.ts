/** The time the rules see: bound as CLOCK (the system's below), which tests replace with a fixed one. */
export interface Clock {
  now(): Date;
}

// The one place services read the system's time; everything else takes CLOCK or a `now` argument.
// eslint-disable-next-line no-restricted-syntax
export const systemClock: Clock = {now: () => new Date()};
