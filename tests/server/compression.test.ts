import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress';
import { databaseKinds } from '../support/test-database';
import { bearer, createAccessServer, type AccessServer } from './access/support';

/**
 * A built SPA in miniature: the page, its prerendered sign-in and dashboard frame, a hashed bundle and a
 * small file.
 */
function builtSpa(): { dir: string; bundle: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'planillas-compressed-'));
  const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'fila ${i}' }`).join(', ')}];\n`;
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'auth'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Sistema de Planillas</title><div id="root"></div>${' '.repeat(2000)}`,
  );
  writeFileSync(
    path.join(dir, 'auth', 'login.html'),
    '<!doctype html><div id="root"><form>prerendered</form></div>',
  );
  writeFileSync(
    path.join(dir, 'dashboard.html'),
    '<!doctype html><title>Inicio · Sistema de Planillas</title><div id="frame" data-path="/">frame</div><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abcdefgh.js'), bundle);
  writeFileSync(path.join(dir, 'assets', 'tiny-abcdefgh.js'), 'export {};\n');
  precompressDirectory(dir);
  return { dir, bundle };
}

describe('build-time compression', () => {
  it('writes brotli and gzip copies that decompress to the original, and none for tiny files', () => {
    const { dir, bundle } = builtSpa();
    const file = path.join(dir, 'assets', 'app-abcdefgh.js');
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(bundle);
    expect(gunzipSync(gz).toString()).toBe(bundle);
    expect(br.length).toBeLessThan(bundle.length / 4);
    expect(() => readFileSync(path.join(dir, 'assets', 'tiny-abcdefgh.js.br'))).toThrow();
  });
});

describe.each(databaseKinds())('compressed answers on %s', (kind) => {
  let server: AccessServer;
  const { dir, bundle } = builtSpa();

  beforeAll(async () => {
    server = await createAccessServer(kind, { STATIC_DIR: dir, ADMIN_USERNAME: 'Jefe' });
  });
  afterAll(async () => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves the build-time brotli copy to a browser that accepts it, cached as before', async () => {
    const res = await get('/assets/app-abcdefgh.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('serves the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/app-abcdefgh.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await get('/assets/app-abcdefgh.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page itself, compressed too', async () => {
    const res = await get('/semana_de_pesca', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('compresses JSON answers of the API over 1 kB, not the small ones', async () => {
    const big = await get('/api/usuario/modulos-permisos', { ...bearer('jefe'), 'accept-encoding': 'gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const modules = JSON.parse(gunzipSync(big.rawPayload).toString()) as unknown[];
    expect(JSON.stringify(modules).length).toBeGreaterThan(1024);
    const brotli = await get('/api/usuario/modulos-permisos', { ...bearer('jefe'), 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(modules);

    const small = await get('/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe.each(databaseKinds())('GET / on %s', (kind) => {
  let server: AccessServer;
  const { dir } = builtSpa();

  beforeAll(async () => {
    server = await createAccessServer(kind, { STATIC_DIR: dir });
  });
  afterAll(async () => server?.close());

  it.each([
    ['no Accept header (curl)', {}],
    ['Accept: */*', { accept: '*/*' }],
    ['Accept: application/json', { accept: 'application/json' }],
  ])('serves the page with %s', async (_name, headers: Record<string, string>) => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="frame" data-path="/">frame</div>');
  });

  it('answers HEAD / and GET /?query like GET /', async () => {
    expect((await server.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    const res = await server.app.inject({ method: 'GET', url: '/?desde=correo' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<div id="frame"');
  });

  it('still answers other unknown paths without Accept: text/html with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/no-existe.txt' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Recurso no disponible.' });
  });

  it('serves the prerendered pages for /auth/login and / (the dashboard frame), and the plain page elsewhere', async () => {
    const login = await server.app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { accept: 'text/html' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<form>prerendered</form>');
    expect(login.headers['cache-control']).toBe('no-cache');
    const other = await server.app.inject({
      method: 'GET',
      url: '/auth/callback',
      headers: { accept: 'text/html' },
    });
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('id="frame"');
    const dashboard = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(dashboard.body).toContain('<div id="frame" data-path="/">frame</div>');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
  });
});
