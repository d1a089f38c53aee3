import fp from 'fastify-plugin';
import { migrate, openDb, type Db } from '../db/index.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { seedDemoUsers } from '../repositories/users.ts';

/**
 * Opens and migrates the database (`app.db`), gives the app its repositories bound to it (`app.repos`,
 * repositories/index.ts), seeds the demo users on an empty users table.
 */
export default fp(
  async (app, opts: { db?: Db }) => {
    const { databaseUrl, pgliteDir, seedDemoUsers: seed } = app.config;
    // An already open database (tests) is migrated and, like our own, closed with the app.
    const db = opts.db ?? (await openDb({ databaseUrl, pgliteDir }));
    if (opts.db) await migrate(opts.db);
    app.decorate('db', db);
    app.decorate('repos', repositoriesOf(db));
    app.addHook('onClose', async () => {
      await db.close();
    });
    app.log.info({ engine: db.kind, where: opts.db ? 'given' : databaseUrl ? 'DATABASE_URL' : pgliteDir }, 'base de datos lista');
    if (seed) {
      const created = await seedDemoUsers(db);
      if (created.length > 0) app.log.warn({ users: created }, 'usuarios de demostración creados; cambie sus contraseñas');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
