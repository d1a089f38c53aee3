-- The parts of a run's day-ahead offers, each a job of its own (jobs/runOffers.ts, docs/offers.md): the
-- plan at the forecast (the anchor) and the ladder's down and up chains, stored as they end so the
-- chain that ends second assembles the offers from the other two, and a process that stops leaves only
-- the missing parts to solve. `request` counts the times the offers were asked for: a part computed
-- for an earlier request (one that failed) is not stored in a later one.
ALTER TABLE simulation_offers
  ADD COLUMN anchor jsonb,
  ADD COLUMN chain_down jsonb,
  ADD COLUMN chain_up jsonb,
  ADD COLUMN request integer NOT NULL DEFAULT 1;
