import { describe, expect, it } from 'vitest';
import { INVALID_ANSWER } from '../../../src/infrastructure/http/json-api';
import { HttpNewsApi } from '../../../src/infrastructure/news/http-news-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const news = { id: 1, title: 'Aviso', body: 'Texto', publishOn: '2026-03-01', expiresOn: null };

describe('HttpNewsApi.current', () => {
  it('gives the current news of the backend', async () => {
    const http = FakeHttpClient.json([news]);
    const result = await new HttpNewsApi(http, '/api', new SpyLogger()).current();
    expect(result).toEqual({ ok: true, value: [news] });
    expect(http.requests[0]?.url).toBe('/api/noticias/vigentes');
  });

  it('treats an answer that is not a list of news as an unreadable answer, not a network failure', async () => {
    const logger = new SpyLogger();
    const result = await new HttpNewsApi(
      FakeHttpClient.json([{ grupo: 'Inicio' }]),
      '/api',
      logger,
    ).current();
    expect(result).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, message: INVALID_ANSWER, reason: null },
    });
    expect(logger.messages('warn')).toEqual(['GET /noticias/vigentes respondió noticias no válidas.']);
  });
});
