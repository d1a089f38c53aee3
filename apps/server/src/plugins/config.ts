import fp from 'fastify-plugin';
import { loadServerConfig, RuntimeConfigStore, type ServerConfig } from '../config.ts';

/** Decorates `app.config` (environment) and `app.runtimeConfig` (config.json, re-read on change). */
export default fp(
  async (app, opts: { config?: Partial<ServerConfig> }) => {
    const config = loadServerConfig(process.env, opts.config);
    app.decorate('config', config);
    if (config.jwtSecret.length < 32) app.log.warn('JWT_SECRET tiene menos de 32 caracteres: use un secreto más largo');
    app.decorate(
      'runtimeConfig',
      new RuntimeConfigStore(config.configFile, (problem) =>
        app.log.warn({ file: config.configFile, problem }, 'config.json no es válido; se mantiene la versión anterior'),
      ),
    );
  },
  { name: 'config' },
);
