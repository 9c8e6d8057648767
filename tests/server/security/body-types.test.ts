import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAMEWORK_MESSAGES, mediaTypeMessage } from '../../../server/http/errors';
import { adminHarness, type AdminHarness } from '../admin/support';

/**
 * A JSON body is validated as sent (docs/security.md): a number where text is due, or a text where a
 * number is due, is a Spanish 400, never converted; a route that reads files names them in its 415.
 */
describe('body types', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness('pglite');
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    h.admin.call({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each(['1e308', '123456789012345678901234567890', '12', 'true'])(
    'refuses %s where text is due, and stores nothing',
    async (value) => {
      const res = await post('/api/roles', `{"name": ${value}, "description": "x", "grants": {}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'ValidationError',
        message: FRAMEWORK_MESSAGES.validation,
        fields: [{ field: 'name', message: 'Debe ser un texto.' }],
      });
    },
  );

  it('refuses text where a number is due', async () => {
    const res = await h.admin.call({
      method: 'PUT',
      url: '/api/roles/1',
      payload: '{"name": "Rol", "description": "x", "grants": {}, "version": "3"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ field: 'version', message: 'Debe ser un número entero.' });
  });

  it('still reads numbers in the query string and the path', async () => {
    const res = await h.admin.call({ method: 'GET', url: '/api/roles/999999' });
    expect(res.statusCode).not.toBe(400);
  });

  it.each(['/api/trabajadores/importacion', '/api/semanas-de-pesca/1/descargas/importacion'])(
    '%s answers JSON or text with a 415 that names .xlsx and .csv',
    async (url) => {
      for (const type of ['application/json', 'text/plain', 'application/xml']) {
        const res = await post(url, '{"a": 1}', type);
        expect(res.statusCode).toBe(415);
        const message = res.json().message as string;
        expect(message).toBe(
          mediaTypeMessage([
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (.xlsx)',
            'text/csv (.csv)',
          ]),
        );
        expect(message).not.toContain('application/json');
      }
    },
  );

  it('a JSON route names JSON in its 415', async () => {
    const res = await post('/api/roles', '<rol/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(FRAMEWORK_MESSAGES.mediaType);
  });
});
