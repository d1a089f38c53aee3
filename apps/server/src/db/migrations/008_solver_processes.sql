-- Processes that run solves (the server and `npm run worker` processes), each with a heartbeat, and the
-- process that runs each simulation. A simulation at 3 whose process stopped beating is recovered by
-- any live process long before its pg-boss job would expire.
CREATE TABLE solver_processes (
  id uuid PRIMARY KEY,
  hostname text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  heartbeat_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

ALTER TABLE simulations ADD COLUMN runner uuid;
