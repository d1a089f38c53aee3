import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is a single-process database: two processes opening the same data folder corrupt it. A pid
 * file beside the folder (DATA_DIR/pglite.pid) makes the second opener (e.g. `npm run add-user` while
 * the server runs) fail with a clear message instead. A pid file of a dead process is taken over.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `La base de datos PGlite de ${dataDir} está en uso por el proceso ${owner}. ` +
            'Detenga el servidor antes de usarla desde otro proceso (o use PostgreSQL con DATABASE_URL).',
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`No se pudo bloquear ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
