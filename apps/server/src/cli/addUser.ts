import { loadServerConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { upsertUser, validateCredentials } from '../repositories/users.ts';

export const usage = `Uso: npm run add-user -- <usuario> <contraseña>
     echo '<contraseña>' | npm run add-user -- <usuario>
Crea el usuario o cambia su contraseña, en la base de datos que usa el servidor con el mismo entorno
(DATABASE_URL, o PGlite en DATA_DIR/pglite; con PGlite, detenga antes el servidor).
El rol sale de usuarios_operadores de config.json: operador si aparece ahí, usuario completo si no.`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads the password when it is not an argument (piped stdin). */
  readStdin?: () => Promise<string>;
}

/** `add-user <username> [password]`: adds the user or resets the password. Returns the exit code. */
export async function addUserCommand(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (args.includes('-h') || args.includes('--help') || args.length < 1 || args.length > 2) {
    (args.length < 1 || args.length > 2 ? io.err : io.out)(usage);
    return args.includes('-h') || args.includes('--help') ? 0 : 2;
  }
  const username = args[0]!;
  let password = args[1];
  if (password === undefined) {
    if (!io.readStdin) {
      io.err(usage);
      return 2;
    }
    password = (await io.readStdin()).replace(/\r?\n$/, '');
  }
  const problem = validateCredentials(username, password);
  if (problem) {
    io.err(problem);
    return 2;
  }
  // The CLI signs no tokens: a placeholder secret avoids creating DATA_DIR/jwt-secret from here.
  const config = loadServerConfig(env, { jwtSecret: 'cli-does-not-sign-tokens' });
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const outcome = await upsertUser(db, username, password);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.pgliteDir}`;
    io.out(`${outcome === 'created' ? 'Usuario creado' : 'Contraseña cambiada'}: ${username} (${where})`);
    return 0;
  } finally {
    await db.close();
  }
}
