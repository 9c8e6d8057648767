import { describe, expect, it } from 'vitest';
import { HttpMyGrants } from '../../../src/infrastructure/http/http-my-grants';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

describe('HttpMyGrants', () => {
  it("reads the user's grants from the backend", async () => {
    const http = FakeHttpClient.json({ noticia: ['ver', 'crear'], empresa: ['ver'] });
    const grants = await new HttpMyGrants(http, '/api', new SpyLogger()).execute();
    expect(grants).toEqual({ noticia: ['ver', 'crear'], empresa: ['ver'] });
    expect(http.requests[0]).toMatchObject({ method: 'GET', url: '/api/usuario/permisos' });
  });

  it('leaves out actions it does not know', async () => {
    const grants = await new HttpMyGrants(
      FakeHttpClient.json({ noticia: ['ver', 'volar'] }),
      '/api',
      new SpyLogger(),
    ).execute();
    expect(grants).toEqual({ noticia: ['ver'] });
  });

  it('grants nothing for an answer that is not a map of actions, and says so in the log', async () => {
    const logger = new SpyLogger();
    const grants = await new HttpMyGrants(FakeHttpClient.json(['ver']), '/api', logger).execute();
    expect(grants).toEqual({});
    expect(logger.messages('warn')).toEqual(['GET /usuario/permisos respondió permisos no válidos.']);
  });

  it('grants nothing when refused or unreachable', async () => {
    const logger = new SpyLogger();
    expect(await new HttpMyGrants(FakeHttpClient.json({}, 403), '/api', logger).execute()).toEqual({});
    expect(await new HttpMyGrants(FakeHttpClient.failing(), '/api', logger).execute()).toEqual({});
  });
});
