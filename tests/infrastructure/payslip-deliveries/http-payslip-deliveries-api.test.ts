import { describe, expect, it } from 'vitest';
import { HttpPayslipDeliveriesApi } from '../../../src/infrastructure/payslip-deliveries/http-payslip-deliveries-api';
import { monthDeliveries } from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const adapter = (http: FakeHttpClient) => new HttpPayslipDeliveriesApi(http, '/api', new SpyLogger());

describe('HttpPayslipDeliveriesApi: a closed month’s deliveries and a new code', () => {
  it('reads a month’s deliveries', async () => {
    const http = FakeHttpClient.json(monthDeliveries());
    const result = await adapter(http).month('2025-03');
    expect(result).toEqual({ ok: true, value: monthDeliveries() });
    expect(http.requests[0]).toMatchObject({ method: 'GET', url: '/api/meses-de-planilla/2025-03/entregas' });
  });

  it('downloads the month’s pending documents as one PDF, named by the server', async () => {
    const file = new Blob(['%PDF-1.7']);
    const http = new FakeHttpClient({
      status: 200,
      body: file,
      headers: { 'content-disposition': 'attachment; filename="pendientes-2025-03.pdf"' },
    });
    const result = await adapter(http).monthPendingPdf('2025-03');
    expect(result).toEqual({ ok: true, value: { fileName: 'pendientes-2025-03.pdf', file } });
    expect(http.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/meses-de-planilla/2025-03/entregas/pendientes.pdf',
      responseType: 'blob',
    });
  });

  it('answers the refusal of the pending PDF without exportar as forbidden', async () => {
    const http = FakeHttpClient.json({ message: 'No tiene permiso.' }, 403);
    const result = await adapter(http).monthPendingPdf('2025-03');
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('asks a new code with an empty body', async () => {
    const invited = {
      access: { state: 'activo', username: '09876543', email: null, invitedAt: '2025-03-25T15:00:00.000Z' },
      username: '09876543',
      oneTimeCode: 'M4R-7TQZ',
      validUntil: '2025-04-08',
    };
    const http = FakeHttpClient.json(invited);
    const result = await adapter(http).newCode(13);
    expect(result).toEqual({ ok: true, value: invited });
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/trabajadores/13/acceso/codigo',
      body: {},
    });
  });
});
