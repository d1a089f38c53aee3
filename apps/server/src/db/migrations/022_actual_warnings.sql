-- Suspicious measured hours (a balance that does not close, a unit running while its plan had it
-- unavailable): stored with the import that brought them, by day, so every use of the day (plan vs
-- real, the year to date) shows them in its reader's language while their import still gives the
-- hour's values; withdrawn with their import.
CREATE TABLE actual_warnings (
  import_id integer NOT NULL REFERENCES actual_imports (id) ON DELETE CASCADE,
  day date NOT NULL,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  code text NOT NULL,
  params jsonb NOT NULL
);
CREATE INDEX actual_warnings_day ON actual_warnings (day, hour, import_id);
