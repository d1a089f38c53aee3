// The signed-in session (token, user name, role), kept in localStorage so it survives a reload
// until the token expires. A tiny external store: React reads it with useSyncExternalStore and
// the API client clears it on a 401, which sends the AuthGuard to /login.
import { decodeTokenClaims, isTokenExpired } from './jwt';

export type Role = 'full' | 'operator';

export interface Session {
  token: string;
  username: string;
  role: Role;
}

const STORAGE_KEY = 'plantasim.session';
type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored session; anything malformed or expired reads as no session. */
export function parseStoredSession(raw: string | null, nowMs: number = Date.now()): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || typeof value.username !== 'string') return null;
    if (isTokenExpired(value.token, nowMs)) return null;
    return { token: value.token, username: value.username, role: value.role === 'operator' ? 'operator' : 'full' };
  } catch {
    return null;
  }
}

/** Builds the session from a fresh token: the role and name claims win over the typed user name. */
export function sessionFromToken(token: string, typedUsername: string): Session {
  const claims = decodeTokenClaims(token) ?? {};
  const username = typeof claims.username === 'string' ? claims.username : typeof claims.sub === 'string' ? claims.sub : typedUsername;
  return { token, username, role: claims.role === 'operator' ? 'operator' : 'full' };
}

let cachedRaw: string | null | undefined;
let cached: Session | null = null;

/** The current session, or null when there is none or its token has expired. */
export function getSession(): Session | null {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseStoredSession(raw);
  } else if (cached && isTokenExpired(cached.token)) {
    cached = null;
  }
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setSession(session: Session): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  if (storage()?.getItem(STORAGE_KEY) === null && cached === null) return;
  storage()?.removeItem(STORAGE_KEY);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
