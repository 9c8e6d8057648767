import { describe, expect, it } from 'vitest';
import { HttpCourtOrdersApi } from '../../../src/infrastructure/court-orders/http-court-orders-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

describe('HttpCourtOrdersApi.reportWorkbook', () => {
  it('downloads the order’s report route as .xlsx, named by the server', async () => {
    const file = new Blob(['PK']);
    const http = new FakeHttpClient({
      status: 200,
      body: file,
      headers: { 'content-disposition': 'attachment; filename="orden-judicial-00123-2025.xlsx"' },
    });
    const result = await new HttpCourtOrdersApi(http, '/api/', new SpyLogger()).reportWorkbook(3);
    expect(result).toEqual({ ok: true, value: { fileName: 'orden-judicial-00123-2025.xlsx', file } });
    expect(http.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/ordenes-judiciales/3/reporte.xlsx',
      responseType: 'blob',
    });
  });

  it('answers the server’s refusal (no exportar) as forbidden', async () => {
    const http = FakeHttpClient.json({ message: 'No tiene permiso.' }, 403);
    const result = await new HttpCourtOrdersApi(http, '/api', new SpyLogger()).reportWorkbook(3);
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
