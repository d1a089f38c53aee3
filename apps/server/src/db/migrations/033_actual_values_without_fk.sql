-- An actuals import writes a day of values per statement (a year is ~245,000 rows); the foreign key
-- to actual_imports made PostgreSQL check every row against its import, ~40 % of each statement
-- (PGlite: 24 ms → 14 ms a day), and on PGlite every statement runs on the request thread. The key
-- guarded nothing the code does not: values are written only under an import row that readers do not
-- see until it is complete, and are removed (repositories/actuals.ts, discardImport) before their
-- import row; values whose import row is gone are never read (readers join complete imports).
ALTER TABLE actual_values DROP CONSTRAINT IF EXISTS actual_values_import_id_fkey;
