/**
 * Server configuration: deployment settings from environment variables (ServerConfig) and the runtime
 * config.json of docs/rules/fields.md (RuntimeConfig), which an administrator may edit while the server runs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { runtimeConfigSchema, type RuntimeConfig } from '@plantasim/domain';
import { makeDataDirPrivate } from './dataDirPrivacy.ts';

/** Repository root (apps/server/src -> ../../..), the base of every default path. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset => embedded PGlite. */
  databaseUrl?: string;
  /** Folder of everything the server writes: PGlite data, jwt-secret, config.json. */
  dataDir: string;
  /** PGlite data folder (DATA_DIR/pglite), or 'memory://' for an in-memory database (tests). */
  pgliteDir: string;
  jwtSecret: string;
  /** Token lifetime in seconds (TOKEN_TTL: '8h', '30m', '45s', '2d' or plain seconds). */
  tokenTtlSeconds: number;
  /** Runtime config.json (docs/rules/fields.md); created with defaults when missing. */
  configFile: string;
  /** Local folder of market files for offline price sources. */
  marketDataDir?: string;
  /** Production build of apps/web; served with an SPA fallback when it exists. */
  webDist: string;
  /** In-app manual (metadata.json, chapters, img/), served under /docs/. */
  docsDir: string;
  /** Failed logins per user name and address per minute before 429 (×5 per address; see loginThrottle.ts). */
  loginRateLimit: number;
  /** First wait before checking the password of a name under attack; doubles up to loginDelayMaxMs. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Create the demo users when the users table is empty. */
  seedDemoUsers: boolean;
  /** The clock of rules that depend on today (which simulations may be re-planned); tests fix it. */
  now?: () => Date;
}

/** Parses '8h', '30m', '45s', '2d', '1500ms' or plain seconds into seconds. */
export function parseDurationSeconds(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!m) throw new Error(`Duración no válida: "${text}" (ejemplos: 8h, 30m, 3600)`);
  const n = Number(m[1]);
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 }[(m[2] ?? 's') as 'ms' | 's' | 'm' | 'h' | 'd'];
  const seconds = Math.floor(n * factor);
  if (seconds < 1) throw new Error(`Duración demasiado corta: "${text}"`);
  return seconds;
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

/** Reads DATA_DIR/jwt-secret, generating and persisting a random one on first use (mode 600). */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Builds the ServerConfig from environment variables; `overrides` win (tests pass a jwtSecret so no
 * secret file is written). Paths are resolved against the repository root.
 */
export function loadServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const dataDir = absolute(overrides.dataDir ?? env.DATA_DIR ?? 'data');
  const port = overrides.port ?? Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT no válido: ${env.PORT}`);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    jwtSecret: '',
    tokenTtlSeconds: parseDurationSeconds(env.TOKEN_TTL ?? '8h'),
    configFile: env.CONFIG_FILE ? absolute(env.CONFIG_FILE) : join(dataDir, 'config.json'),
    marketDataDir: env.MARKET_DATA_DIR ? absolute(env.MARKET_DATA_DIR) : undefined,
    webDist: absolute(env.WEB_DIST ?? 'apps/web/dist'),
    docsDir: absolute(env.DOCS_DIR ?? 'docs/manual'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    loginDelayBaseMs: 250,
    loginDelayMaxMs: Number(env.LOGIN_MAX_DELAY_MS ?? 8000),
    seedDemoUsers: env.SEED_DEMO_USERS !== 'false',
    ...overrides,
  };
  config.dataDir = dataDir;
  makeDataDirPrivate(dataDir);
  if (!config.jwtSecret) config.jwtSecret = env.JWT_SECRET || readOrCreateJwtSecret(dataDir);
  return config;
}

/**
 * TRUST_PROXY: which proxies may tell the client address (X-Forwarded-For), for login limits and logs.
 * Unset/'false': none (the socket address). A hop count ('1': one proxy in front, its entry is used,
 * whatever a client wrote before it). Addresses or CIDRs ('10.0.0.5, 10.1.0.0/16'): only those. 'true'
 * trusts any sender, so a client that reaches the server directly can forge its address: only for a
 * proxy that replaces the header. Returned in Fastify's trustProxy form.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const list = text.split(',').map((x) => x.trim()).filter(Boolean);
    const valid = (entry: string) => {
      const [ip, bits, ...rest] = entry.split('/');
      const kind = isIP(ip ?? '');
      if (kind === 0 || rest.length > 0) return false;
      if (bits === undefined) return true;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128);
    };
    if (list.length > 0 && list.every(valid)) return list;
  }
  throw new Error(`TRUST_PROXY no válido: "${text}" (false, true, un número de proxies 1-10, o direcciones/CIDR separadas por comas)`);
}

// ---------------------------------------------------------------------------------------------
// Runtime config.json (docs/rules/fields.md). Unknown keys are kept and served as they are.

// Its shape and defaults are the contract's (@plantasim/domain contract/config.ts), served as GET /config.json.
export { runtimeConfigSchema, type RuntimeConfig };

export const defaultRuntimeConfig: RuntimeConfig = runtimeConfigSchema.parse({});

export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: { path: string; message: string }[] };

export function parseRuntimeConfig(input: unknown): ParseResult<RuntimeConfig> {
  const r = runtimeConfigSchema.safeParse(input);
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, issues: r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
}

/**
 * The runtime config file, re-read when its modification time changes so edits apply without a
 * restart. An invalid file at start is an error; an invalid edit later keeps the last good version.
 */
export class RuntimeConfigStore {
  private cached: RuntimeConfig;
  private mtimeMs = -1;

  constructor(
    readonly file: string,
    private readonly onInvalid: (problem: string) => void = () => {},
  ) {
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(defaultRuntimeConfig, null, 2) + '\n');
    }
    const first = this.read();
    if (!first.ok) throw new Error(`${file} no es válido: ${first.problem}`);
    this.cached = first.data;
  }

  private read(): { ok: true; data: RuntimeConfig } | { ok: false; problem: string } {
    try {
      const mtimeMs = statSync(this.file).mtimeMs;
      const parsed = parseRuntimeConfig(JSON.parse(readFileSync(this.file, 'utf8')));
      if (!parsed.ok) return { ok: false, problem: parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ') };
      this.mtimeMs = mtimeMs;
      return parsed;
    } catch (err) {
      return { ok: false, problem: (err as Error).message };
    }
  }

  /** Current configuration (cheap: one stat call unless the file changed). */
  get(): RuntimeConfig {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return this.cached;
    }
    if (mtimeMs !== this.mtimeMs) {
      const next = this.read();
      if (next.ok) this.cached = next.data;
      else {
        this.mtimeMs = mtimeMs; // report an invalid edit once, not on every request
        this.onInvalid(next.problem);
      }
    }
    return this.cached;
  }
}

export type Role = 'full' | 'operator';

/** docs/rules/roles.md: operator when listed in usuarios_operadores, full user otherwise. */
export function roleOf(username: string, runtime: RuntimeConfig): Role {
  return runtime.usuarios_operadores.includes(username) ? 'operator' : 'full';
}
