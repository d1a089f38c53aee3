-- Cache of market prices per delivery day (packages/market-data PriceCache): each day fetched from
-- MARKET_DATA_DIR or the official URLs is stored once and served from here afterwards.
-- source 'omie': valores = the 24 hourly Spanish day-ahead prices (EUR/MWh, DST days mapped to 24);
-- source 'mibgas': valores = [the day's gas price] (GDAES_D+1 reference price, EUR/MWh).
CREATE TABLE market_price_days (
  source text NOT NULL CHECK (source IN ('omie', 'mibgas')),
  day date NOT NULL,
  valores jsonb NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, day)
);
