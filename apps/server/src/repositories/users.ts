import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../db/index.ts';
import { endUserSessions, forgetOpenSessions } from './sessions.ts';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  disabled_at: Date | null;
}

/** Demo users created on the first start (README states them). operador is in the default usuarios_operadores. */
export const demoUsers = [
  { username: 'gestor', password: 'gestor2026' },
  { username: 'operador', password: 'operador2026' },
] as const;

/** argon2id (the library default: m=19456 KiB, t=2, p=1, OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a fixed hash when the user does not exist keeps both answers equally slow,
// so response times do not reveal which user names exist.
let dummyHash: Promise<string> | undefined;

export async function findUser(db: Db, username: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('SELECT id, username, password_hash, disabled_at FROM users WHERE username = $1', [username]);
  return r.rows[0];
}

/** The user when the password matches and the user is enabled, undefined otherwise. */
export async function checkPassword(db: Db, username: string, password: string): Promise<UserRow | undefined> {
  const user = await findUser(db, username);
  // A disabled user is answered like an unknown one, after the same work.
  if (!user || user.disabled_at) {
    dummyHash ??= hashPassword('contraseña-inexistente');
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(user.password_hash, password).catch(() => false);
  return ok ? user : undefined;
}

/**
 * Adds the user or resets its password. Returns 'created' or 'updated'. A new password ends every
 * session of the user: whoever knew the old one is logged out.
 */
export async function upsertUser(db: Db, username: string, password: string): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx): Promise<'created' | 'updated'> => {
    const r = await tx.query<{ inserted: boolean }>(
      `INSERT INTO users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING (xmax = 0) AS inserted`,
      [username, passwordHash],
    );
    if (r.rows[0]?.inserted) return 'created';
    await endUserSessions(tx, username);
    return 'updated';
  });
  forgetOpenSessions(); // committed now: a request between the delete and the commit may have cached the session
  return outcome;
}

/**
 * Disables (no login, every session ended) or enables the user. 'missing' when there is no such
 * user. Its simulations and imports stay as they are.
 */
export async function setUserDisabled(db: Db, username: string, disabled: boolean): Promise<'done' | 'missing'> {
  const outcome = await db.transaction(async (tx): Promise<'done' | 'missing'> => {
    const r = await tx.query(
      `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now()
        WHERE username = $1 RETURNING id`,
      [username, disabled],
    );
    if (r.rows.length === 0) return 'missing';
    if (disabled) await endUserSessions(tx, username);
    return 'done';
  });
  forgetOpenSessions();
  return outcome;
}

/**
 * Removes the user and, with it, its sessions. The simulations, imports and masters it stored keep its
 * name as their author (they are the plant's records, not the user's).
 */
export async function removeUser(db: Db, username: string): Promise<'done' | 'missing'> {
  const r = await db.query('DELETE FROM users WHERE username = $1 RETURNING id', [username]);
  forgetOpenSessions();
  return r.rows.length > 0 ? 'done' : 'missing';
}

/** Creates the demo users when the users table is empty; returns the names created. */
export async function seedDemoUsers(db: Db): Promise<string[]> {
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((count.rows[0]?.n ?? 0) > 0) return [];
  const created: string[] = [];
  for (const u of demoUsers) {
    const r = await db.query(
      'INSERT INTO users (username, password_hash) VALUES ($1, $2) ON CONFLICT (username) DO NOTHING RETURNING id',
      [u.username, await hashPassword(u.password)],
    );
    if (r.rows.length > 0) created.push(u.username);
  }
  return created;
}

/** Rules for user names and passwords accepted by the CLI. */
export function validateCredentials(username: string, password: string): string | undefined {
  if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(username)) {
    return 'El nombre de usuario debe tener de 1 a 64 letras, cifras o . _ @ -';
  }
  if (password.length < 8) return 'La contraseña debe tener al menos 8 caracteres';
  if (password.length > 256) return 'La contraseña no puede superar 256 caracteres';
  return undefined;
}
