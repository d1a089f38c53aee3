/**
 * Server-side sessions: a login opens one, the token carries its random id (claim `sid`), and every
 * authenticated request checks it is still open and its user still exists and is enabled. The table
 * keeps a SHA-256 of the id, never the id itself.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

const digest = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Open sessions seen in the last SESSION_CACHE_MS, so a request is not queued behind a long write of
 * the database (PGlite runs one statement at a time) just to learn its session is open. Ending a
 * session in this process clears the cache at once; another process (a CLI command, a second server)
 * is seen within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5000;
const openSeen = new Map<string, number>();
const forgetAll = () => openSeen.clear();

/** Forgets every session seen open: called again once a change that ends sessions has committed. */
export const forgetOpenSessions = forgetAll;

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
  const key = `${digest(sessionId)}:${username}`;
  const seen = openSeen.get(key);
  if (seen !== undefined && Date.now() - seen < SESSION_CACHE_MS) return true;
  const r = await db.query(
    `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND u.username = $2 AND u.disabled_at IS NULL AND s.expires_at > now()`,
    [digest(sessionId), username],
  );
  if (r.rows.length === 0) {
    openSeen.delete(key);
    return false;
  }
  if (openSeen.size > 10_000) forgetAll();
  openSeen.set(key, Date.now());
  return true;
}

/** Ends one session (logout). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  forgetAll();
  await db.query('DELETE FROM sessions WHERE id = $1', [digest(sessionId)]);
  forgetAll();
}

/** Ends every session of the user; returns how many were open. */
export async function endUserSessions(db: Db, username: string): Promise<number> {
  forgetAll();
  const r = await db.query('DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE username = $1) RETURNING id', [username]);
  forgetAll();
  return r.rows.length;
}
