/**
 * DATA_DIR holds the users table (PGlite), the JWT secret and config.json: no other local account may
 * read or rewrite them, whatever the umask the server was started with. The process umask becomes 077
 * (PGlite creates its files later, through plain fs calls) and what already exists is narrowed to
 * 0700 folders and 0600 files (data folders created by earlier versions were 755/666).
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Applies the private umask to this process; false where it cannot be changed (worker threads). */
export function usePrivateUmask(): boolean {
  try {
    process.umask(0o077);
    return true;
  } catch {
    return false;
  }
}

function narrow(path: string): void {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return; // never follow a link out of DATA_DIR
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) narrow(join(path, name));
  } else if ((st.mode & 0o077) !== 0) {
    chmodSync(path, st.mode & 0o700);
  }
}

/** Makes DATA_DIR (when it exists) and everything in it private; what is created later is private too. */
export function makeDataDirPrivate(dataDir: string): void {
  usePrivateUmask();
  if (existsSync(dataDir)) narrow(dataDir);
}
