-- "Recalcular exacto": a block's counterfactual re-solved over the whole horizon on request, a job of
-- its own (jobs/runExact.ts). One row per block asked for (its index in the run's explanation): its
-- state while queued and solving (the page shows it), then the exact figure, or why there is none.
CREATE TABLE exact_counterfactuals (
  simulation_id integer NOT NULL REFERENCES simulations(id) ON DELETE CASCADE,
  block integer NOT NULL CHECK (block >= 0),
  state text NOT NULL CHECK (state IN ('queued', 'solving', 'done', 'infeasible', 'failed')),
  delta double precision,
  error text,
  requested timestamptz NOT NULL DEFAULT now(),
  started timestamptz,
  finished timestamptz,
  PRIMARY KEY (simulation_id, block)
);
