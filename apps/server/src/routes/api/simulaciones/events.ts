/**
 * GET /api/simulacion/eventos: server-sent events with every simulation change { id, status, VALID,
 * last_update } (operators: their own simulations only). EventSource cannot send headers: the stream
 * takes the Authorization header OR a short-lived ticket in ?ticket= (POST /api/simulacion/eventos/ticket,
 * see eventTicket.ts); a login token is never accepted in the URL.
 *
 * Changes are found by polling the table (cheap, indexed on last_update) rather than by in-process
 * events, so solves finished by other processes (pg-boss workers) are pushed too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { eventsQuerySchema, eventsTicketSchema, type EventsQuery, type SimulationEvent } from '@plantasim/domain';
import { roleOf } from '../../../config.ts';
import { AppError, userText } from '../../../errors.ts';
import { isOpenSession } from '../../../plugins/auth.ts';
import type { StatusChange } from '../../../repositories/simulations.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import type { AuthUser } from '../../../types.ts';
import { issueTicket, readTicket, TICKET_TTL_SECONDS } from './eventTicket.ts';

/** How often the table is polled while at least one client listens (ms). */
export const EVENTS_POLL_MS = 500;
const HEARTBEAT_MS = 15_000;
/** Open streams per process; more answer 503 (each holds a socket). */
export const MAX_EVENT_CLIENTS = 500;
/** Open streams of one user (a tab each); more answer 429, so one user cannot take everyone's live status. */
export const MAX_EVENT_CLIENTS_PER_USER = 16;
/** Rows committed late can carry an older last_update: each poll looks back this far and dedupes. */
const OVERLAP_MS = 3_000;

interface Client {
  user: AuthUser;
  res: ServerResponse;
}

/** A ticket that is not one string (repeated, empty, too long) answers like a bad ticket: 401, never 400. */
const badTicket = () => new AppError(401, userText('auth.unauthenticated'), 'INVALID_TICKET');

async function userOf(app: FastifyInstance, request: FastifyRequest, { ticket }: EventsQuery): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+\S+/i.test(header)) {
    try {
      await request.jwtVerify();
    } catch {
      throw new AppError(401, userText('auth.unauthenticated'), 'INVALID_TOKEN');
    }
    // request.user is the formatted user ({ username, role, sessionId }, see plugins/auth.ts).
    const { username, role, sessionId } = request.user ?? {};
    if (typeof username !== 'string' || !username || (role !== 'full' && role !== 'operator')
      || !(await isOpenSession(app.repos.sessions, request.user))) {
      throw new AppError(401, userText('auth.unauthenticated'), 'INVALID_TOKEN');
    }
    return { username, role, sessionId };
  }
  // Only a ticket in the URL: a login token there (?token=) is refused like no credentials at all.
  if (ticket === undefined) throw new AppError(401, userText('auth.unauthenticated'), 'UNAUTHENTICATED');
  const user = readTicket(app.config.jwtSecret, ticket);
  if (!user || !(await isOpenSession(app.repos.sessions, user))) throw badTicket();
  // The rights are today's, as for a bearer token (plugins/auth.ts).
  return { username: user.username, role: roleOf(user.username, app.runtimeConfig.get()), sessionId: user.sessionId };
}

const events: ContractPlugin = async (app) => {
  const clients = new Set<Client>();
  const sent = new Map<string, number>(); // change key -> time first sent
  let cursor: Date | undefined;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let polling = false;

  const broadcast = (c: StatusChange) => {
    const event: SimulationEvent = { id: c.id, status: c.status, VALID: c.VALID, last_update: c.last_update };
    const data = `data: ${JSON.stringify(event)}\n\n`;
    for (const client of clients) {
      if (client.user.role === 'full' || client.user.username === c.username) client.res.write(data);
    }
  };

  const poll = async () => {
    if (polling || clients.size === 0 || !cursor) return;
    polling = true;
    try {
      const changes = await app.repos.simulations.changesSince(new Date(cursor.getTime() - OVERLAP_MS));
      const now = Date.now();
      for (const c of changes) {
        const key = `${c.id}:${c.status}:${c.VALID}:${c.last_update}`;
        if (sent.has(key)) continue;
        sent.set(key, now);
        const t = new Date(c.last_update);
        if (t > cursor) cursor = t;
        broadcast(c);
      }
      for (const [key, at] of sent) if (now - at > 4 * OVERLAP_MS) sent.delete(key);
    } catch (err) {
      app.log.warn({ err }, 'eventos de simulación: consulta fallida');
    } finally {
      polling = false;
    }
  };

  /** Streams of a session ended since they opened (logout, new password, user disabled or removed) end too. */
  const endClosedSessions = async () => {
    const bySession = new Map<string, Client[]>();
    for (const c of clients) {
      const key = `${c.user.sessionId}\u0000${c.user.username}`;
      bySession.set(key, [...(bySession.get(key) ?? []), c]);
    }
    for (const streams of bySession.values()) {
      const open = await isOpenSession(app.repos.sessions, streams[0]!.user).catch(() => true);
      if (!open) for (const c of streams) c.res.end();
    }
  };

  const start = async () => {
    if (timer) return;
    const now = await app.repos.simulations.databaseNow();
    cursor ??= now;
    timer = setInterval(() => void poll(), EVENTS_POLL_MS);
    heartbeat = setInterval(() => {
      for (const c of clients) c.res.write(': ping\n\n');
      void endClosedSessions();
    }, HEARTBEAT_MS);
  };

  const stopIfIdle = () => {
    if (clients.size > 0) return;
    clearInterval(timer);
    clearInterval(heartbeat);
    timer = heartbeat = undefined;
  };

  app.addHook('preClose', async () => {
    for (const c of clients) c.res.end();
    clients.clear();
    stopIfIdle();
  });

  app.post('/simulacion/eventos/ticket', { schema: { response: { 200: eventsTicketSchema } } }, async (request) => ({
    ticket: issueTicket(app.config.jwtSecret, request.user),
    expires_in: TICKET_TTL_SECONDS,
  }));

  // logLevel 'warn': the request lines would log the URL, and with it a ?ticket=.
  app.get('/simulacion/eventos', { schema: { querystring: eventsQuerySchema }, config: { public: true, badRequest: badTicket }, logLevel: 'warn' }, async (request, reply) => {
    const user = await userOf(app, request, request.query);
    let own = 0;
    for (const c of clients) if (c.user.username === user.username) own++;
    if (own >= MAX_EVENT_CLIENTS_PER_USER) {
      throw new AppError(429, userText('http.tooManyUserEventClients', { max: MAX_EVENT_CLIENTS_PER_USER }), 'TOO_MANY_USER_EVENT_CLIENTS');
    }
    if (clients.size >= MAX_EVENT_CLIENTS) {
      throw new AppError(503, userText('http.tooManyEventClients'), 'TOO_MANY_EVENT_CLIENTS');
    }
    await start();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: conectado\n\n');
    const client: Client = { user, res };
    clients.add(client);
    request.raw.on('close', () => {
      clients.delete(client);
      stopIfIdle();
    });
  });
};

export default events;
