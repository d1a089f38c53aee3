-- Validity per creation day and kind of run, and the days a run plans (domain rules/planInForce.ts).
-- kind: 'operativa' (modes 0-2), 'backtesting' or 'planificacion', from the launched configuration
-- (the domain's runKind, written by the server at insert). A planning year or a backtesting month
-- made valid never removes the validity of the day's operational plan, nor the reverse: the one
-- valid simulation per creation day (docs/rules/states.md) is one per day and kind.
-- first_day and horizon_days: the days the run plans (configuracion.fechaActual and horizonte), so
-- the plan in force for a day is found without reading the inputs (a planning year's are 10 MB).
ALTER TABLE simulations ADD COLUMN kind text NOT NULL DEFAULT 'operativa'
  CHECK (kind IN ('operativa', 'backtesting', 'planificacion'));
ALTER TABLE simulations ADD COLUMN first_day date;
ALTER TABLE simulations ADD COLUMN horizon_days integer CHECK (horizon_days IS NULL OR horizon_days > 0);

-- Rows stored before: the same reading of the configuration as runKind (a launch sends modes 3 and 4
-- as 2 with their text; the month flags say the same).
UPDATE simulations SET
  kind = CASE
    WHEN mode = 'Planificación' OR inputs->'configuracion'->>'modoEjecucion' = '4'
      OR inputs->'configuracion'->>'modoEjecucionTexto' = 'Planificación' OR inputs->'configuracion'->>'mesPlanificacion' = 'true' THEN 'planificacion'
    WHEN mode = 'Backtesting' OR inputs->'configuracion'->>'modoEjecucion' = '3'
      OR inputs->'configuracion'->>'modoEjecucionTexto' = 'Backtesting' OR inputs->'configuracion'->>'mesBacktesting' = 'true' THEN 'backtesting'
    ELSE 'operativa' END,
  first_day = CASE WHEN inputs->'configuracion'->>'fechaActual' ~ '^\d{2}/\d{2}/\d{4}$'
    THEN to_date(inputs->'configuracion'->>'fechaActual', 'DD/MM/YYYY') END,
  horizon_days = CASE WHEN jsonb_typeof(inputs->'configuracion'->'horizonte') = 'number'
    AND (inputs->'configuracion'->>'horizonte')::numeric >= 1
    THEN (inputs->'configuracion'->>'horizonte')::numeric::integer END;

DROP INDEX simulations_one_valid_per_day;
CREATE UNIQUE INDEX simulations_one_valid_per_day_and_kind
  ON simulations (((created AT TIME ZONE 'UTC')::date), kind) WHERE valid = 1;
-- The plan in force reads the valid runs by the days they plan.
CREATE INDEX simulations_valid_first_day ON simulations (first_day) WHERE valid = 1;
