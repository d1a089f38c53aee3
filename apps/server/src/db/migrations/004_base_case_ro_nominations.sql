-- The base case: one row holding the payload the form starts from. Empty until a full user saves one
-- (then the server answers the domain's createBaseCase()).
CREATE TABLE base_case (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  payload jsonb NOT NULL,
  username text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Ro master (docs/rules/fields.md): one value per month, EUR/MWhe. DATE_RO is always the first of a month.
CREATE TABLE ro_master (
  date_ro date PRIMARY KEY CHECK (extract(day FROM date_ro) = 1),
  value numeric NOT NULL DEFAULT 0,
  user_mod text NOT NULL,
  datetime_mod timestamptz NOT NULL DEFAULT now()
);

-- Gas nominations (POST /api/nominacion/): the total gas consumption sent, with who and when.
CREATE TABLE nominations (
  id serial PRIMARY KEY,
  value numeric NOT NULL,
  username text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
