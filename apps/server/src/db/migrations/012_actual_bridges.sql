-- Computed plan-vs-actual bridges of a day (docs/plan-vs-actual.md), kept so a month is read back
-- without solving its days again. A bridge depends on the valid plan, the day's actuals and its
-- realised prices: `inputs` names all three (and the method), so a newer import, another valid plan
-- or corrected prices simply miss the cache and are computed afresh.
CREATE TABLE actual_bridges (
  day date NOT NULL,
  inputs text NOT NULL,
  simulation_id integer NOT NULL REFERENCES simulations (id) ON DELETE CASCADE,
  body jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, inputs)
);
CREATE INDEX actual_bridges_simulation ON actual_bridges (simulation_id);
