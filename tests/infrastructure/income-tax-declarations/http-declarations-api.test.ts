import { describe, expect, it } from 'vitest';
import { emptyDeclaration } from '../../../src/domain/income-tax-declarations/declaration';
import { HttpIncomeTaxDeclarationsApi } from '../../../src/infrastructure/income-tax-declarations/http-declarations-api';
import { sampleDeclaration } from '../../support/fakes/income-tax-declarations/fake-declarations-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const make = (http: FakeHttpClient) => new HttpIncomeTaxDeclarationsApi(http, '/api/', new SpyLogger());

describe('HttpIncomeTaxDeclarationsApi', () => {
  it('lists a month’s declarations; anything but rows is an unavailable server', async () => {
    const row = sampleDeclaration();
    const http = FakeHttpClient.json({ rows: [row] });
    expect(await make(http).list('2025-04')).toEqual({ ok: true, value: [row] });
    expect(http.requests[0]?.url).toBe('/api/meses-de-planilla/2025-04/declaraciones-renta');
    expect((await make(FakeHttpClient.json({ nope: true })).list('2025-04')).ok).toBe(false);
  });

  it('sends every change to its path and method, with the version', async () => {
    const http = FakeHttpClient.json(sampleDeclaration());
    const api = make(http);
    const input = { ...emptyDeclaration('gastos_deducibles'), document: '40112233', amount: '1200.00' };
    await api.create('2025-04', input);
    await api.update(1, 2, input);
    await api.remove(1, 3);
    expect(http.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/meses-de-planilla/2025-04/declaraciones-renta',
      'PUT /api/declaraciones-renta/1',
      'DELETE /api/declaraciones-renta/1',
    ]);
    expect(http.requests[0]?.body).toEqual(input);
    expect(http.requests[1]?.body).toEqual({ ...input, version: 2 });
    expect(http.requests[2]?.body).toEqual({ version: 3 });
  });
});
