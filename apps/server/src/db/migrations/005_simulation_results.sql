-- Result parts stored apart (a planning year is ~45 MB of JSON; each tab reads only its part): GET /api/programa|resultado-operacion|resultado-economico|resultados
-- reads one row of one part instead of the whole results document (a planning year is ~45 MB of JSON).
-- body = the part's JSON text (UTF-8), gzip-compressed when encoding = 'gzip' (what the server writes:
-- served as it is to clients that accept gzip, ~10 times smaller) or plain when 'identity' (rows moved
-- here from simulations.results by this migration: SQL has no gzip). Parts are written once, with the
-- status change 3 -> 4, and never change afterwards.
CREATE TABLE simulation_results (
  simulation_id integer NOT NULL REFERENCES simulations (id) ON DELETE CASCADE,
  part text NOT NULL CHECK (part IN ('programa', 'resultado_operacion', 'resultado_economico', 'resultados')),
  encoding text NOT NULL CHECK (encoding IN ('gzip', 'identity')),
  body bytea NOT NULL,
  PRIMARY KEY (simulation_id, part)
);

-- Already compressed: storing it without a second (pglz) compression saves the work on write and read.
ALTER TABLE simulation_results ALTER COLUMN body SET STORAGE EXTERNAL;

INSERT INTO simulation_results (simulation_id, part, encoding, body)
SELECT s.id, p.part, 'identity', convert_to(COALESCE(s.results -> p.part, 'null'::jsonb)::text, 'UTF8')
FROM simulations s
CROSS JOIN (VALUES ('programa'), ('resultado_operacion'), ('resultado_economico'), ('resultados')) AS p (part)
WHERE s.results IS NOT NULL;

ALTER TABLE simulations DROP COLUMN results;
