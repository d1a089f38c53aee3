/** Starts the server: `npm start -w @plantasim/server` (HOST, PORT and the rest from the environment). */
import { buildApp } from './app.ts';

const app = await buildApp({ logger: true }).catch((err: unknown) => {
  console.error('No se pudo iniciar el servidor:', err instanceof Error ? err.message : err);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    // A stuck close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error al cerrar');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: app.config.port, host: app.config.host });
} catch (err) {
  app.log.error({ err }, 'no se pudo escuchar');
  await app.close();
  process.exit(1);
}
