// A local HTTP server that replays recorded answers of the market sources (tests only): each path
// (with its query) answers a recorded body, a status with an HTML error page, a file cut short
// (the connection closes mid-body), or nothing at all (the client's timeout must fire).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded =
  | { kind: 'body'; body: Uint8Array | string; contentType?: string; status?: number }
  | { kind: 'truncated'; body: Uint8Array | string; contentType?: string }
  | { kind: 'hang' };

export const htmlErrorPage = (status = 200): Recorded => ({
  kind: 'body', status, contentType: 'text/html; charset=utf-8',
  body: '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>Página no disponible</h1></body></html>',
});

export interface ReplayServer {
  url: string;
  /** Every request seen, as path + query. */
  requests: string[];
  /** Requests answered 'hang' whose connection is still open (the client has not given up yet). */
  pending(): number;
  /** Replaces (or adds) the answer of a path + query. */
  set(pathAndQuery: string, answer: Recorded): void;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 (port 0 = any free port). Unknown paths answer 404 with an HTML page. */
export async function startReplayServer(answers: Record<string, Recorded> = {}, port = 0): Promise<ReplayServer> {
  const table = new Map(Object.entries(answers));
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const key = req.url ?? '/';
    requests.push(key);
    const answer = table.get(key) ?? table.get(key.split('?')[0]!) ?? htmlErrorPage(404);
    if (answer.kind === 'hang') { hanging.add(res); res.on('close', () => hanging.delete(res)); return; }
    const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : Buffer.from(answer.body);
    if (answer.kind === 'truncated') {
      res.writeHead(200, { 'content-type': answer.contentType ?? 'application/octet-stream', 'content-length': String(bytes.length) });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/octet-stream' });
    res.end(bytes);
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    pending: () => hanging.size,
    set: (k, a) => { table.set(k, a); },
    close: () => new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
