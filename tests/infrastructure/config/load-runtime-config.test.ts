import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../../../src/infrastructure/config/load-runtime-config';

const serverAnswer = (identity: Record<string, unknown>) => ({
  production: false,
  backendPrefixes: ['/api'],
  identity: {
    region: 'us-east-1',
    userPoolId: 'us-east-1_Planillas',
    clientId: 'planillas-web',
    ...identity,
  },
});

/** A fetch that answers the configuration and records the address asked for. */
function fakeFetch(body: unknown) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchFn, asked };
}

describe('loadRuntimeConfig', () => {
  it('resolves a relative identity endpoint against the origin the page was opened at', async () => {
    const body = serverAnswer({
      endpoint: '/cognito',
      hostedLogin: { domain: 'd', redirectUri: '/auth/callback' },
    });
    for (const origin of ['http://127.0.0.1:8080', 'http://pc-planillas:8080']) {
      const { fetchFn, asked } = fakeFetch(body);
      const config = await loadRuntimeConfig(`${origin}/`, fetchFn);
      expect(asked).toEqual([`${origin}/app-config.json`]);
      expect(config.identity.endpoint).toBe(`${origin}/cognito`);
      expect(config.identity.hostedLogin?.redirectUri).toBe(`${origin}/auth/callback`);
    }
  });

  it('keeps an absolute endpoint (PUBLIC_URL set) as the server gave it', async () => {
    const { fetchFn } = fakeFetch(serverAnswer({ endpoint: 'https://planillas.example.pe/cognito' }));
    const config = await loadRuntimeConfig('http://127.0.0.1:8080/', fetchFn);
    expect(config.identity.endpoint).toBe('https://planillas.example.pe/cognito');
  });

  it('leaves real Cognito without an endpoint', async () => {
    const { fetchFn } = fakeFetch(serverAnswer({}));
    const config = await loadRuntimeConfig('http://127.0.0.1:8080/', fetchFn);
    expect(config.identity.endpoint).toBeUndefined();
    expect(config.identity.hostedLogin).toBeUndefined();
  });
});
