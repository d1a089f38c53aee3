-- How many solves of a simulation have started. A run at 3 that no process holds (crash, outage) is
-- re-queued when this is 0 (it never started) or still within the retry limit, and failed with the
-- reason otherwise (jobs/recovery.ts).
ALTER TABLE simulations ADD COLUMN attempts smallint NOT NULL DEFAULT 0;
