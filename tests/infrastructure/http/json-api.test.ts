import { describe, expect, it } from 'vitest';
import { failureOf, INVALID_ANSWER, JsonApi, UNAVAILABLE } from '../../../src/infrastructure/http/json-api';
import { FakeHttpClient } from '../../support/fakes/shell/fake-http-client';
import { SpyLogger } from '../../support/fakes/spy-logger';

const api = (http: FakeHttpClient) => new JsonApi(http, '/api', new SpyLogger());

describe('the JSON client’s failures: the server’s reason, «No se pudo conectar» only without an answer', () => {
  it('keeps the kinds the screens act on, with the server’s message or a default', () => {
    expect(
      failureOf(400, { message: 'Datos no válidos.', fields: [{ field: 'x', message: 'Mal.' }] }),
    ).toEqual({
      kind: 'validation',
      message: 'Datos no válidos.',
      fields: [{ field: 'x', message: 'Mal.' }],
    });
    expect(failureOf(409, {})).toEqual({
      kind: 'conflict',
      message: 'Los datos cambiaron. Vuelva a cargarlos.',
    });
    expect(failureOf(404, { message: 'La semana no existe.' })).toEqual({
      kind: 'not-found',
      message: 'La semana no existe.',
    });
  });

  it('names a server error with its status and reason, never as a network failure', () => {
    expect(failureOf(500, { error: 'InternalError', message: 'Ocurrió un error inesperado.' })).toEqual({
      kind: 'server',
      status: 500,
      message: 'El servidor no pudo atender la solicitud (error 500): Ocurrió un error inesperado.',
      reason: 'Ocurrió un error inesperado.',
    });
    expect(failureOf(502, '<html>Bad Gateway</html>')).toEqual({
      kind: 'server',
      status: 502,
      message:
        'El servidor no pudo atender la solicitud (error 502). Intente nuevamente; si se repite, avise al administrador.',
      reason: null,
    });
    expect(failureOf(422, { message: 'La planilla no se puede calcular.' })).toEqual({
      kind: 'server',
      status: 422,
      message: 'La planilla no se puede calcular.',
      reason: 'La planilla no se puede calcular.',
    });
    expect(failureOf(413, {})).toMatchObject({
      kind: 'server',
      message: 'El servidor rechazó la solicitud (error 413).',
    });
    for (const status of [413, 422, 429, 500, 502, 503])
      expect(failureOf(status, { message: 'x' }).message).not.toContain('No se pudo conectar');
  });

  it('answers «No se pudo conectar» when the request got no answer, and a readable text for a bad answer', async () => {
    expect(await api(FakeHttpClient.failing()).call('GET', '/semanas-de-pesca/7/contexto')).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: UNAVAILABLE },
    });
    expect(await api(FakeHttpClient.json({ rows: 'no' })).page('/empresas')).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, message: INVALID_ANSWER, reason: null },
    });
    expect(
      await api(FakeHttpClient.json({ message: 'Base de datos no disponible.' }, 503)).call('GET', '/x'),
    ).toMatchObject({
      ok: false,
      error: { kind: 'server', status: 503, reason: 'Base de datos no disponible.' },
    });
  });
});
