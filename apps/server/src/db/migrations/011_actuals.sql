-- The plant's measured operation (datos reales), imported from a CSV or pushed by a plant historian.
-- Every import keeps its values; the current value of an hour and unit is the one of its latest
-- import, so re-importing hours replaces them while the earlier version stays readable.
CREATE TABLE actual_imports (
  id serial PRIMARY KEY,
  username text NOT NULL,
  source text NOT NULL CHECK (source IN ('csv', 'api')),
  hours integer NOT NULL CHECK (hours > 0),
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE actual_values (
  import_id integer NOT NULL REFERENCES actual_imports (id) ON DELETE CASCADE,
  day date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  unit text NOT NULL,
  value double precision NOT NULL CHECK (value >= 0),
  PRIMARY KEY (day, hour, unit, import_id)
);
CREATE INDEX actual_values_import ON actual_values (import_id);
