/** The time the rules see; tests bind a fixed one to check list boundaries. */
export const CLOCK = 'services.clock';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {now: () => new Date()};
