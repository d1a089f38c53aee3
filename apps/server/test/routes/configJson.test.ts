import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds, loginAs } from '../helper.ts';

describe.each(dbKinds)('GET /config.json on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the defaults without a token, and created the file with them', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const expected = {
      mostrar_boton_descargar_in: true,
      usuarios_operadores: ['operador'],
      // No report address by default: Informes is offered only once the plant names one.
      url_informe_bi: '',
      etiqueta_prevision: 'Previsión',
      nombre_planta: '',
    };
    expect(res.json()).toEqual(expected);
    expect(JSON.parse(readFileSync(app.config.configFile, 'utf8'))).toEqual(expected);
  });

  it('applies an edit of the file without a restart: values served and roles at login', async () => {
    const edited = {
      mostrar_boton_descargar_in: false,
      usuarios_operadores: ['operador', 'gestor'],
      url_informe_bi: 'https://bi.example.com/informe',
      etiqueta_prevision: 'Proveedor X',
      extra: 'se conserva',
    };
    writeFileSync(app.config.configFile, JSON.stringify(edited));
    // mtime resolution can be coarse: make sure the change is seen as a change
    const { utimesSync } = await import('node:fs');
    utimesSync(app.config.configFile, new Date(), new Date(Date.now() + 5000));
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({ ...edited, nombre_planta: '' });
    const token = await loginAs(app, 'full'); // gestor is now listed as operator
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toEqual({ username: 'gestor', role: 'operator' });
  });

  it('keeps the last valid configuration when the file becomes invalid', async () => {
    const before = (await app.inject({ method: 'GET', url: '/config.json' })).json();
    writeFileSync(app.config.configFile, '{ "usuarios_operadores": "no es una lista" }');
    const { utimesSync } = await import('node:fs');
    utimesSync(app.config.configFile, new Date(), new Date(Date.now() + 10_000));
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual(before);
  });
});
