-- OMIE corrections: each stored day records the version of the file it came from (.1, .2…) and
-- where from (MARKET_DATA_DIR or HTTP), so a higher version replaces it. Days stored before this
-- migration have no version and are replaced by the next file read.
ALTER TABLE market_price_days ADD COLUMN version integer;
ALTER TABLE market_price_days ADD COLUMN origen text;

-- Futures that arrive by themselves: OMIP quotes and CO2 (EUA) settlements per trading day, as
-- fetched from MARKET_DATA_DIR or their HTTP source (filas = that session's rows of the futures tab).
CREATE TABLE market_futures_days (
  source text NOT NULL CHECK (source IN ('omip', 'co2')),
  day date NOT NULL,
  filas jsonb NOT NULL,
  origen text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, day)
);
