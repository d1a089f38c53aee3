-- Sensitivity runs: a child simulation is an ordinary run whose inputs are its parent's with one input
-- shifted (`shift`: {kind, factor, engine?}). Children are never the day's valid simulation (checked
-- by the validity commands; the CHECK keeps the database consistent whatever writes it). Deleting a
-- parent deletes its children (status 7, commands/sensitivity.ts); the row itself is never removed,
-- and ON DELETE CASCADE only matters for manual clean-ups.
ALTER TABLE simulations ADD COLUMN parent_id integer REFERENCES simulations (id) ON DELETE CASCADE;
ALTER TABLE simulations ADD COLUMN shift jsonb;
ALTER TABLE simulations ADD CONSTRAINT simulations_child_never_valid CHECK (parent_id IS NULL OR valid = 0);
CREATE INDEX simulations_parent ON simulations (parent_id) WHERE parent_id IS NOT NULL;
