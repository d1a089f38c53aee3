// The running server the manual's pictures are taken from, and the few API calls that prepare them:
// where it is (--base, MANUAL_BASE_URL), who signs in (MANUAL_USER / MANUAL_PASSWORD), a launched
// simulation followed to its end.
import { isSettledStatus } from '@plantasim/domain';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const args = process.argv.slice(2);
const argValue = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
export const base = (argValue('--base') ?? process.env.MANUAL_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const only = argValue('--only')?.split(',');
export const user = process.env.MANUAL_USER ?? 'gestor';
export const password = process.env.MANUAL_PASSWORD ?? 'gestor2026';

export async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (response.headers.get('content-type')?.includes('json') ? response.json() : response.arrayBuffer()) as Promise<T>;
}

export async function token(): Promise<string> {
  const basic = Buffer.from(`${user}:${encodeURIComponent(password)}`).toString('base64');
  const answer = (await (await fetch(`${base}/api/login`, { headers: { Authorization: `Basic ${basic}` } })).json()) as { resultado: string; token: string };
  if (answer.resultado !== 'ok') throw new Error(`login: ${answer.resultado}`);
  return answer.token;
}

/** The server's base case, as the data.json of its download. */
export async function baseCasePayload(auth: string): Promise<unknown> {
  const files = unzipSync(new Uint8Array(await api<ArrayBuffer>('/api/descargar-caso-base/', auth)));
  return JSON.parse(strFromU8(files['data.json'] ?? Object.values(files)[0]!));
}

/** Launches a payload as the web's form does (data.json in a zip); the new simulation's id. */
export async function launchPayload(auth: string, data: unknown): Promise<number> {
  const form = new FormData();
  form.append('data.zip', new Blob([zipSync({ 'data.json': strToU8(JSON.stringify(data)) })], { type: 'application/zip' }), 'data.zip');
  return (await api<{ id: number }>('/api/lanzar-simulacion/', auth, { method: 'POST', body: form })).id;
}

/** The simulation once it has ended (OK, failed, cancelled or deleted), or null if it is still running after four minutes. */
export async function ended<Item extends { status: number }>(auth: string, id: number): Promise<Item | null> {
  for (let i = 0; i < 240; i++) {
    const item = await api<Item>(`/api/simulacion/${id}`, auth);
    if (isSettledStatus(item.status)) return item;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return null;
}
