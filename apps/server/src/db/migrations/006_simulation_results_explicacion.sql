-- One more result part: the explanation of every decision (marginal values per hour, the counterfactual
-- of every unit block with its reason in Spanish and English), computed by the solve job after the
-- optimisation and stored gzip-compressed like the other parts. Simulations solved before have none.
ALTER TABLE simulation_results DROP CONSTRAINT IF EXISTS simulation_results_part_check;
ALTER TABLE simulation_results ADD CONSTRAINT simulation_results_part_check
  CHECK (part IN ('programa', 'resultado_operacion', 'resultado_economico', 'resultados', 'explicacion'));
