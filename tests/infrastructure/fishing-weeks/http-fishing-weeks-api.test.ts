import { describe, expect, it } from 'vitest';
import { HttpFishingWeeksApi } from '../../../src/infrastructure/fishing-weeks/http-fishing-weeks-api';
import { INVALID_ANSWER } from '../../../src/infrastructure/http/json-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const UNAVAILABLE = 'No se pudo conectar con el servidor. Intente nuevamente.';
const summary = {
  id: 7,
  year: 2025,
  number: 14,
  start: '2025-03-31',
  end: '2025-04-06',
  month: '2025-04',
  state: 'calculada',
  landingCount: 2,
  crewDays: 10,
  totals: null,
  version: 3,
  updatedAt: '2025-04-07T10:00:00.000Z',
  updatedBy: 'ana',
};
const answer = { week: summary, workers: [], diff: [] };

const make = (http: FakeHttpClient) => new HttpFishingWeeksApi(http, '/api/', new SpyLogger());

describe('HttpFishingWeeksApi', () => {
  it('lists with the query in the URL', async () => {
    const http = FakeHttpClient.json({ rows: [summary], total: 1, page: 1, pageSize: 20 });
    const result = await make(http).list({ page: 1, pageSize: 20, sort: 'start', order: 'desc', year: 2025 });
    expect(result.ok).toBe(true);
    expect(http.requests[0]?.url).toBe(
      '/api/semanas-de-pesca?page=1&pageSize=20&sort=start&order=desc&year=2025',
    );
  });

  it('sends every call to its path and method', async () => {
    const http = FakeHttpClient.json(summary);
    const api = make(http);
    await api.get(7);
    await api.proposal('2025-03-31');
    await api.create({ year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' });
    await api.saveLandings(7, { version: 3, prices: [], landings: [] });
    await api.saveCrew(7, { version: 3, crew: [], landWork: [] });
    await api.saveAdjustments(7, { version: 3, adjustments: [] });
    await api.close(7, { version: 3 });
    await api.reopen(7, { version: 4, reason: 'Faltó una descarga' });
    await api.workerBreakdown(7, '40112233', 'cierre');
    await api.result(7);
    expect(http.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/semanas-de-pesca/7',
      'GET /api/semanas-de-pesca/propuesta?start=2025-03-31',
      'POST /api/semanas-de-pesca',
      'PUT /api/semanas-de-pesca/7/descargas',
      'PUT /api/semanas-de-pesca/7/tripulacion',
      'PUT /api/semanas-de-pesca/7/ajustes',
      'POST /api/semanas-de-pesca/7/cierre',
      'POST /api/semanas-de-pesca/7/reapertura',
      'GET /api/semanas-de-pesca/7/detalle/40112233?fuente=cierre',
      'GET /api/semanas-de-pesca/7/resultado',
    ]);
    expect(http.requests[7]?.body).toEqual({ version: 4, reason: 'Faltó una descarga' });
  });

  it('asks for the accumulated figures of a month', async () => {
    const http = FakeHttpClient.json([]);
    expect(await make(http).accumulated('2025-04')).toEqual({ ok: true, value: [] });
    expect(http.requests[0]?.url).toBe('/api/semanas-de-pesca/acumulados?month=2025-04');
  });

  it('answers a computation as computed', async () => {
    const http = FakeHttpClient.json({ ...answer, result: { big: true } });
    const result = await make(http).compute(7, { version: 3 });
    expect(result).toEqual({ ok: true, value: { kind: 'computed', ...answer } });
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/semanas-de-pesca/7/calculo',
      body: { version: 3 },
    });
  });

  it('answers a 422 as the refused outcome with its rows', async () => {
    const refusal = {
      error: 'PayrollRefused',
      message: 'El cálculo fue rechazado.',
      errors: [
        {
          kind: 'UnknownVessel',
          message: 'Embarcación desconocida',
          rows: [{ list: 'landings', grid: 'descargas', row: 3 }],
        },
      ],
    };
    const result = await make(FakeHttpClient.json(refusal, 422)).compute(7, { version: 3 });
    expect(result).toEqual({ ok: true, value: { kind: 'refused', refusal } });
  });

  it('keeps a stale version a conflict and a grid refusal its fields', async () => {
    const stale = await make(FakeHttpClient.json({ message: 'Modificado por otro usuario.' }, 409)).compute(
      7,
      {
        version: 1,
      },
    );
    expect(stale).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'Modificado por otro usuario.' },
    });
    const fields = [{ field: 'descargas.3.tonnes', message: 'Indique las toneladas.' }];
    const refused = await make(
      FakeHttpClient.json({ error: 'ValidationError', message: 'Revise las filas.', fields }, 400),
    ).saveLandings(7, { version: 3, prices: [], landings: [] });
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'validation', message: 'Revise las filas.', fields },
    });
  });

  it('reads the last result, and its absence as not found', async () => {
    const http = FakeHttpClient.json(answer);
    expect(await make(http).lastResult(7)).toEqual({ ok: true, value: answer });
    expect(http.requests[0]?.url).toBe('/api/semanas-de-pesca/7/calculo');
    const none = await make(FakeHttpClient.json({ message: 'La semana no tiene cálculo.' }, 404)).lastResult(
      7,
    );
    expect(none).toEqual({ ok: false, error: { kind: 'not-found', message: 'La semana no tiene cálculo.' } });
  });

  it('says «No se pudo conectar» for a network failure only; a malformed answer is the server’s', async () => {
    const down = await make(FakeHttpClient.failing()).compute(7, { version: 3 });
    expect(down).toEqual({ ok: false, error: { kind: 'unavailable', message: UNAVAILABLE } });
    const odd = await make(FakeHttpClient.json({ nada: true })).lastResult(7);
    expect(odd).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, message: INVALID_ANSWER, reason: null },
    });
  });

  it('gives the preview’s context failure with the server’s message and status', async () => {
    const broken = await make(
      FakeHttpClient.json({ error: 'InternalError', message: 'Ocurrió un error inesperado.' }, 500),
    ).computeContext(7, [11]);
    expect(broken).toEqual({
      ok: false,
      error: {
        kind: 'server',
        status: 500,
        message: 'El servidor no pudo atender la solicitud (error 500): Ocurrió un error inesperado.',
        reason: 'Ocurrió un error inesperado.',
      },
    });
    const gone = await make(FakeHttpClient.json({ message: 'La semana no existe.' }, 404)).computeContext(7);
    expect(gone).toEqual({ ok: false, error: { kind: 'not-found', message: 'La semana no existe.' } });
    const down = await make(FakeHttpClient.failing()).computeContext(7);
    expect(down).toEqual({ ok: false, error: { kind: 'unavailable', message: UNAVAILABLE } });
  });

  it('downloads the landings template as a file', async () => {
    const file = new Blob(['x']);
    const http = new FakeHttpClient({
      status: 200,
      body: file,
      headers: { 'content-disposition': 'attachment; filename="plantilla-descargas.xlsx"' },
    });
    const result = await make(http).landingsTemplate();
    expect(result).toEqual({ ok: true, value: { fileName: 'plantilla-descargas.xlsx', file } });
    expect(http.requests[0]).toMatchObject({
      url: '/api/semanas-de-pesca/plantilla-descargas',
      responseType: 'blob',
    });
  });
});
