/**
 * Parses `Authorization: Basic base64(user:encodeURIComponent(password))` (docs/rules/calls.md). The web client
 * URL-encodes the password so any character survives; a password that is not valid URL encoding is
 * taken as it is (clients that do not encode).
 */
export type BasicParse = { ok: true; data: { username: string; password: string } } | { ok: false; issues: string[] };

export function parseBasicAuth(header: string | undefined): BasicParse {
  if (!header) return { ok: false, issues: ['missing-header'] };
  const m = /^Basic\s+([A-Za-z0-9+/_-]+={0,2})\s*$/i.exec(header);
  if (!m?.[1]) return { ok: false, issues: ['not-basic'] };
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return { ok: false, issues: ['no-user'] };
  const username = decoded.slice(0, colon);
  const raw = decoded.slice(colon + 1);
  let password = raw;
  try {
    password = decodeURIComponent(raw);
  } catch {
    password = raw;
  }
  return { ok: true, data: { username, password } };
}
