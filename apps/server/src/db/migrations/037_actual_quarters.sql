-- Actuals measured per quarter hour. A value row is an hour's (quarter 0, every row stored before
-- this) or one quarter's: `quarter` is its period number in its day (1-100, the market's numbering,
-- domain calendar dayQuarterKeys, so the 25-hour day's two 02:15 are 10 and 14) and `hour` stays the
-- hour row it falls in (0-23, the 25-hour day's two 02:00 both row 2). An import measures an hour
-- whole, either per hour or with all its quarters, so "the current value of an hour and unit is the
-- one of its latest import" still holds by hour: an hourly import after a quarter one of the same hour
-- replaces its quarters, and a quarter import after an hourly one replaces the hour
-- (repositories/actuals.ts). Warnings stay by hour: a quarter's warning belongs to its hour.
ALTER TABLE actual_values ADD COLUMN quarter smallint NOT NULL DEFAULT 0 CHECK (quarter BETWEEN 0 AND 100);
ALTER TABLE actual_values DROP CONSTRAINT actual_values_pkey;
ALTER TABLE actual_values ADD PRIMARY KEY (day, hour, quarter, unit, import_id);
