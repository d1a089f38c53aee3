-- Sessions opened by a login. A token is honoured only while its session row exists, has not expired
-- and its user exists and is enabled: logout deletes the row, a password change deletes the user's rows,
-- removing a user deletes them with it. The id is a SHA-256 of the token's session claim, so a copy of
-- this table alone cannot be replayed.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
