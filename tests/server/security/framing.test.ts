import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/test-server';

/**
 * One framing policy (docs/security.md): no page is ever framed. CSP's frame-ancestors 'none' and
 * X-Frame-Options DENY say the same, on the SPA, the API and the health check.
 */
describe('framing policy', () => {
  let server: TestServer;
  const staticDir = mkdtempSync(path.join(tmpdir(), 'planillas-framing-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');

  beforeAll(async () => {
    server = await createTestServer('pglite', { STATIC_DIR: staticDir });
  });
  afterAll(async () => server?.close());

  it.each([
    ['the SPA', '/semana_de_pesca', 'text/html'],
    ['the API', '/api/no-existe', 'application/json'],
    ['the health check', '/health', 'application/json'],
  ])('%s says DENY in both headers, never SAMEORIGIN', async (_name, url, accept) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { accept } });
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeDefined();
    expect(String(csp)).toContain("frame-ancestors 'none'");
    expect(String(csp)).not.toMatch(/frame-ancestors (?!'none')/);
  });
});
