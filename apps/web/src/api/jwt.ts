// Reading (never verifying) the payload of the JWT the server signs: the browser only needs
// the expiry and the claims that say who the user is. The server checks the signature.

export interface TokenClaims {
  exp?: number;
  username?: string;
  role?: string;
  [claim: string]: unknown;
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the text is not a readable token. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds; null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when the token cannot be read or its expiry has passed (a token without exp never expires here). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  if (decodeTokenClaims(token) === null) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= nowMs;
}

/** The Basic credentials GET /api/login expects: base64(user + ':' + encodeURIComponent(password)). */
export function basicAuthHeader(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${encodeURIComponent(password)}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}
