-- One more result part, derived from the schedule when the solve job stores it: the schedule by column
-- (each engine's and boiler's load and state per hour, the overlaid concepts, each concept's sum). A
-- comparison or a sensitivity reads these (~1 MB for a planning year) instead of parsing the schedule's
-- items (~16 MB). Simulations solved before have none; they are read from the schedule.
ALTER TABLE simulation_results DROP CONSTRAINT IF EXISTS simulation_results_part_check;
ALTER TABLE simulation_results ADD CONSTRAINT simulation_results_part_check
  CHECK (part IN ('programa', 'resultado_operacion', 'resultado_economico', 'resultados', 'explicacion', 'programa_columnas'));
