-- A solved run's explanation is its own job, after the results are stored (jobs/runExplain.ts): true
-- while that job is due, so the results page says the explanation is being prepared instead of
-- "no explanation". The run's status is not involved: its results are final when it reaches 4.
ALTER TABLE simulations ADD COLUMN explanation_pending boolean NOT NULL DEFAULT false;
