import { loadServerConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { removeUser, setUserDisabled } from '../repositories/users.ts';
import type { CliIo } from './addUser.ts';

export type UserStatusAction = 'disable-user' | 'enable-user' | 'remove-user';

const done: Record<UserStatusAction, string> = {
  'disable-user': 'Usuario desactivado; sus sesiones han terminado',
  'enable-user': 'Usuario activado',
  'remove-user': 'Usuario eliminado; sus sesiones han terminado (sus simulaciones se conservan)',
};

export const statusUsage = `Uso: npm run disable-user -- <usuario>   desactiva el usuario y termina sus sesiones
     npm run enable-user -- <usuario>    lo vuelve a activar
     npm run remove-user -- <usuario>    lo elimina y termina sus sesiones (sus simulaciones se conservan)
En la base de datos que usa el servidor con el mismo entorno (DATABASE_URL, o PGlite en DATA_DIR/pglite;
con PGlite, detenga antes el servidor).`;

/** `disable-user`, `enable-user`, `remove-user <username>`. Returns the exit code. */
export async function userStatusCommand(action: UserStatusAction, args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    io.out(statusUsage);
    return 0;
  }
  if (args.length !== 1) {
    io.err(statusUsage);
    return 2;
  }
  const username = args[0]!;
  const config = loadServerConfig(env, { jwtSecret: 'cli-does-not-sign-tokens' });
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const outcome = action === 'remove-user' ? await removeUser(db, username) : await setUserDisabled(db, username, action === 'disable-user');
    if (outcome === 'missing') {
      io.err(`No existe el usuario ${username}`);
      return 1;
    }
    io.out(`${done[action]}: ${username}`);
    return 0;
  } finally {
    await db.close();
  }
}
