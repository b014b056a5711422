// The first run's one-time links (FirstRunService): the SHA-256 of each token a starting server
// printed while no member existed. Every one dies when the first admin is created.
export const up = /* sql */ `
CREATE TABLE setup_tokens (
  tokenhash text PRIMARY KEY,
  createdat timestamptz NOT NULL DEFAULT now()
);
`;
