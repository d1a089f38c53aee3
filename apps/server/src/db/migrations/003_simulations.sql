-- Simulations (docs/rules/fields.md list item, docs/rules/states.md statuses). inputs = the launched payload (data.json); results and
-- stats = what the solve job stored; error = the reason of a status 5 (Ejecutada NOK).
CREATE TABLE simulations (
  id serial PRIMARY KEY,
  name text NOT NULL DEFAULT 'Sin título',
  username text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 7),
  valid smallint NOT NULL DEFAULT 0 CHECK (valid IN (0, 1)),
  last_update timestamptz NOT NULL DEFAULT clock_timestamp(),
  inputs jsonb NOT NULL,
  results jsonb,
  stats jsonb,
  error text,
  mode text
);

-- "At most one valid simulation per creation day" (docs/rules/states.md), enforced by the database so concurrent
-- requests cannot break it. The day is the UTC date of `created` (the first 10 characters of its ISO
-- text). Deleting (status 7) also clears `valid`.
CREATE UNIQUE INDEX simulations_one_valid_per_day
  ON simulations (((created AT TIME ZONE 'UTC')::date)) WHERE valid = 1;

CREATE INDEX simulations_username ON simulations (username);
-- The event stream polls for changes since its last look.
CREATE INDEX simulations_last_update ON simulations (last_update);
CREATE INDEX simulations_status_running ON simulations (status) WHERE status = 3;
