/**
 * Server-side sessions: a login opens one, the token carries its random id (claim `sid`), and every
 * authenticated request checks it is still open and its user still exists and is enabled. The table
 * keeps a SHA-256 of the id, never the id itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

const digest = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** Opens a session of `userId` for `ttlSeconds`; returns the id the token carries. */
export async function openSession(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const sessionId = randomBytes(24).toString('base64url');
  // Expired rows go on the way in: logins are rare, so the table stays the size of the open sessions.
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [digest(sessionId), userId, ttlSeconds],
  );
  return sessionId;
}

/** True while the session is open, unexpired, and belongs to `username`, who exists and is enabled. */
export async function sessionIsOpen(db: Db, sessionId: string, username: string): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND u.username = $2 AND u.disabled_at IS NULL AND s.expires_at > now()`,
    [digest(sessionId), username],
  );
  return r.rows.length > 0;
}

/** Ends one session (logout). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [digest(sessionId)]);
}

/** Ends every session of the user; returns how many were open. */
export async function endUserSessions(db: Db, username: string): Promise<number> {
  const r = await db.query('DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE username = $1) RETURNING id', [username]);
  return r.rows.length;
}
