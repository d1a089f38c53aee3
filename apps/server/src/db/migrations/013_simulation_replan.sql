-- Re-plans: a re-plan is an ordinary simulation (its inputs are its origin's) linked to the
-- executed simulation it re-plans from hour H. `replan` holds the request ({hora, unidades,
-- usarReales}). Unlike a sensitivity child (parent_id), a re-plan may become the valid simulation
-- of its day: it is the plan the plant now follows. Its own figures (changed setpoints, cost of the
-- trip, spare capacity) are one more result part.
ALTER TABLE simulations ADD COLUMN replan_of integer REFERENCES simulations (id) ON DELETE CASCADE;
ALTER TABLE simulations ADD COLUMN replan jsonb;
ALTER TABLE simulations ADD CONSTRAINT simulations_replan_has_request CHECK ((replan_of IS NULL) = (replan IS NULL));
CREATE INDEX simulations_replan_of ON simulations (replan_of) WHERE replan_of IS NOT NULL;

ALTER TABLE simulation_results DROP CONSTRAINT IF EXISTS simulation_results_part_check;
ALTER TABLE simulation_results ADD CONSTRAINT simulation_results_part_check
  CHECK (part IN ('programa', 'resultado_operacion', 'resultado_economico', 'resultados', 'explicacion', 'programa_columnas', 'replanificacion'));
