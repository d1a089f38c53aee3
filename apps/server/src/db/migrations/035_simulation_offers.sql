-- Day-ahead offers of an executed run (docs/offers.md), a job of their own (jobs/runOffers.ts): one row
-- per run asked for, its state while queued and solving, then the offers as the answer of
-- GET /api/simulaciones/:id/ofertas serves them (per period curve steps, blocks, expected position),
-- or why there are none.
CREATE TABLE simulation_offers (
  simulation_id integer PRIMARY KEY REFERENCES simulations(id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('queued', 'solving', 'done', 'failed')),
  offers jsonb,
  error text,
  requested timestamptz NOT NULL DEFAULT now(),
  started timestamptz,
  finished timestamptz
);
