-- A run planned in quarter hours keeps its tables per period beside the hourly parts every screen
-- reads (@plantasim/domain results/hourlyFromPeriods.ts makes those from these): three more parts,
-- stored only for such runs and served by the part's route with ?resolucion=cuartos.
ALTER TABLE simulation_results DROP CONSTRAINT IF EXISTS simulation_results_part_check;
ALTER TABLE simulation_results ADD CONSTRAINT simulation_results_part_check
  CHECK (part IN ('programa', 'resultado_operacion', 'resultado_economico', 'resultados', 'explicacion', 'programa_columnas', 'replanificacion',
    'programa_cuartos', 'resultado_operacion_cuartos', 'resultado_economico_cuartos'));
