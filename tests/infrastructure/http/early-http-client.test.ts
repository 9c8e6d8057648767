import { describe, expect, it } from 'vitest';
import { EarlyHttpClient } from '../../../src/infrastructure/http/early-http-client';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';

describe('EarlyHttpClient', () => {
  it('gives the answer asked for early to the first GET of the same URL, once', async () => {
    const inner = FakeHttpClient.json({ a: 1 });
    const http = new EarlyHttpClient(inner);
    http.start('/api/usuario/modulos-permisos');
    expect(inner.requests).toHaveLength(1);

    const first = await http.request({ method: 'GET', url: '/api/usuario/modulos-permisos' });
    expect(first.body).toEqual({ a: 1 });
    expect(inner.requests).toHaveLength(1);

    await http.request({ method: 'GET', url: '/api/usuario/modulos-permisos' });
    expect(inner.requests).toHaveLength(2);
  });

  it('sends other requests as they are', async () => {
    const inner = FakeHttpClient.json({});
    const http = new EarlyHttpClient(inner);
    http.start('/api/noticias/vigentes');
    await http.request({ method: 'POST', url: '/api/noticias/vigentes', body: {} });
    await http.request({ method: 'GET', url: '/api/otra' });
    expect(inner.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/noticias/vigentes',
      'POST /api/noticias/vigentes',
      'GET /api/otra',
    ]);
  });

  it('asks again when the early answer is too old to trust', async () => {
    let now = 0;
    const inner = FakeHttpClient.json({});
    const http = new EarlyHttpClient(inner, () => now);
    http.start('/api/noticias/vigentes');
    now = 60_000;
    await http.request({ method: 'GET', url: '/api/noticias/vigentes' });
    expect(inner.requests).toHaveLength(2);
  });

  it('reports an early network failure to the request that takes it, not as an unhandled rejection', async () => {
    const http = new EarlyHttpClient(FakeHttpClient.failing());
    http.start('/api/noticias/vigentes');
    await expect(http.request({ method: 'GET', url: '/api/noticias/vigentes' })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
