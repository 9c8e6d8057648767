import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds())('server on %s', (kind) => {
  let server: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'planillas-dist-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Sistema de Planillas</title><div id="root"></div>',
  );
  writeFileSync(path.join(staticDir, 'app-abcdefgh.js'), 'console.log(1)');

  beforeAll(async () => {
    server = await createTestServer(kind, { STATIC_DIR: staticDir });
  });
  afterAll(async () => server?.close());

  it('reports health with the database reachable', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the SPA runtime configuration', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      production: false,
      backendPrefixes: ['/api'],
      identity: {
        region: 'us-east-1',
        userPoolId: 'us-east-1_Planillas',
        clientId: 'planillas-web',
        endpoint: '/cognito',
      },
    });
  });

  it('falls back to index.html for client-side routes, with security headers', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/semana_de_pesca',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves hashed bundles as immutable', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/app-abcdefgh.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/no-existe',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Recurso no disponible.' });
  });
});
