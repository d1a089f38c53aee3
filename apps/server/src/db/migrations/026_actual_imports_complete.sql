-- An actuals import is written in bounded statements, each its own transaction, so that one import of
-- a year never holds the database (PGlite has a single connection) for seconds. It becomes visible
-- at once with its last statement, which marks it complete: every reader reads complete imports only,
-- so an import that fails or is interrupted half-way changes nothing anyone reads. A withdrawal hides
-- its import the same way before removing its values. Imports stored before this were complete.
ALTER TABLE actual_imports ADD COLUMN complete boolean NOT NULL DEFAULT true;
ALTER TABLE actual_imports ALTER COLUMN complete SET DEFAULT false;
