/**
 * Tickets of the event stream. EventSource cannot send headers, and a login token in a URL ends up in
 * proxy logs and browser history for hours. A ticket is asked with the login token (POST
 * /api/simulacion/eventos/ticket) and opens only the event stream, for TICKET_TTL_SECONDS. It is signed
 * with a key derived from the JWT secret for this one purpose, so a ticket is never accepted as a
 * bearer token and a login token is never accepted as a ticket. A ticket carries the session it was
 * asked from, and opens the stream only while that session is open.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../../../types.ts';

export const TICKET_TTL_SECONDS = 60;

const keyOf = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('plantasim:event-stream-ticket:v1').digest();
const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function issueTicket(jwtSecret: string, user: AuthUser, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ u: user.username, r: user.role, s: user.sessionId, e: Math.floor(nowMs / 1000) + TICKET_TTL_SECONDS })).toString('base64url');
  return `${body}.${sign(keyOf(jwtSecret), body)}`;
}

/** The user of a valid, unexpired ticket; undefined for anything else. */
export function readTicket(jwtSecret: string, ticket: string, nowMs = Date.now()): AuthUser | undefined {
  const m = /^([A-Za-z0-9_-]{1,512})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!m) return undefined;
  const expected = Buffer.from(sign(keyOf(jwtSecret), m[1]!));
  const given = Buffer.from(m[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: { u?: unknown; r?: unknown; s?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return undefined;
  }
  if (typeof claims.e !== 'number' || claims.e * 1000 <= nowMs) return undefined;
  if (typeof claims.u !== 'string' || !claims.u || (claims.r !== 'full' && claims.r !== 'operator')) return undefined;
  return { username: claims.u, role: claims.r, sessionId: typeof claims.s === 'string' ? claims.s : undefined };
}
