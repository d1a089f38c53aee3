-- When a run stopped being valid (another of its day made valid, or unmarked): the morning page shows
-- what changed against the previous plan in force for a day, which is often the run whose validity
-- the new plan just took (validity is one per creation day and kind). Null: valid now, or never was
-- (runs unmarked before this column existed read as never valid).
ALTER TABLE simulations ADD COLUMN valid_ended timestamptz;
