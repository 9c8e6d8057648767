import { describe, expect, it } from 'vitest';
import type { HttpRequest, HttpResponse } from '../../../src/application/ports/http-client';
import { AuthError } from '../../../src/domain/identity/errors';
import {
  BearerHttpClient,
  type AccessTokenSource,
} from '../../../src/infrastructure/http/bearer-http-client';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';

class FakeTokens implements AccessTokenSource {
  calls: { forceRefresh?: boolean }[] = [];
  token = 'token-1';
  failure: Error | undefined;
  async accessToken(options: { forceRefresh?: boolean } = {}) {
    this.calls.push(options);
    if (this.failure) throw this.failure;
    if (options.forceRefresh) this.token = 'token-2';
    return this.token;
  }
}

const ok: HttpResponse = { status: 200, body: [], headers: {} };

function makeSut(respond: (r: HttpRequest) => HttpResponse = () => ok) {
  const inner = new FakeHttpClient(respond);
  const tokens = new FakeTokens();
  const sut = new BearerHttpClient(
    inner,
    tokens,
    ['/api', 'https://otro.example.pe/planillas/'],
    () => 'http://localhost:8080/trabajador',
  );
  return { sut, inner, tokens };
}

describe('BearerHttpClient', () => {
  it.each([
    ['/api/usuario/modulos-permisos', true],
    ['http://localhost:8080/api', true],
    ['api/empresa', true],
    ['https://otro.example.pe/planillas/x', true],
    ['/apiary', false],
    ['/assets/data/information.json', false],
    ['http://evil.example/api/x', false],
    ['https://otro.example.pe/otra', false],
  ])('%s is a backend URL: %s', (url, expected) => {
    expect(makeSut().sut.isBackend(url)).toBe(expected);
  });

  it('adds Authorization: Bearer to backend requests, keeping other headers', async () => {
    const { sut, inner } = makeSut();
    await sut.request({ method: 'GET', url: '/api/usuario/modulos-permisos', headers: { 'X-A': '1' } });
    expect(inner.requests[0]?.headers).toEqual({ 'X-A': '1', Authorization: 'Bearer token-1' });
  });

  it('sends other URLs unchanged, without asking for a token', async () => {
    const { sut, inner, tokens } = makeSut();
    const request: HttpRequest = { method: 'GET', url: '/assets/data/anios.json' };
    await sut.request(request);
    expect(inner.requests[0]).toBe(request);
    expect(tokens.calls).toEqual([]);
  });

  it('passes a failed refresh on to the caller, sending nothing', async () => {
    const { sut, inner, tokens } = makeSut();
    tokens.failure = new AuthError('NotAuthorized', 'Refresh Token has been revoked');
    await expect(sut.request({ method: 'GET', url: '/api/x' })).rejects.toBe(tokens.failure);
    expect(inner.requests).toEqual([]);
  });

  it('after a 401, refreshes once and sends again with the new token', async () => {
    const { sut, inner, tokens } = makeSut((r) =>
      r.headers?.Authorization === 'Bearer token-1' ? { status: 401, body: {}, headers: {} } : ok,
    );
    await expect(sut.request({ method: 'POST', url: '/api/x', body: { a: 1 } })).resolves.toEqual(ok);
    expect(tokens.calls).toEqual([{}, { forceRefresh: true }]);
    expect(inner.requests.map((r) => r.headers?.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(inner.requests[1]?.body).toEqual({ a: 1 });
  });
});
