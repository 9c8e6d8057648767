import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { bearer, createAccessServer, type AccessServer } from './support';

describe.each(databaseKinds())('the access test hooks on %s', (kind) => {
  let server: AccessServer;
  beforeAll(async () => {
    server = await createAccessServer(kind);
  });
  afterAll(async () => server?.close());

  const put = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url, payload });

  it('create a role with some modules and give it to a user', async () => {
    const role = await put('/api/__test/access/roles/Planillero', { modules: ['semana_de_pesca', 'uit'] });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({
      name: 'Planillero',
      modules: ['semana_de_pesca', 'uit'],
      actions: ['ver'],
    });
    const user = await put('/api/__test/access/users/fabiola/roles', { roles: ['planillero'] });
    expect(user.statusCode).toBe(200);
    const menu = await server.app.inject({
      method: 'GET',
      url: '/api/usuario/modulos-permisos',
      headers: bearer('fabiola'),
    });
    expect(menu.json().map((e: { path: string }) => e.path)).toEqual(['/uit', '/semana_de_pesca']);
    const none = await put('/api/__test/access/users/fabiola/roles', { roles: [] });
    expect(none.statusCode).toBe(200);
  });

  it('refuse unknown modules, actions and roles', async () => {
    expect((await put('/api/__test/access/roles/X', { modules: ['planeta'] })).statusCode).toBe(400);
    expect(
      (await put('/api/__test/access/roles/X', { modules: ['uit'], actions: ['borrar'] })).statusCode,
    ).toBe(400);
    const missing = await put('/api/__test/access/users/gina/roles', { roles: ['No existe'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NotFound', message: 'No existen los roles: No existe.' });
  });
});

describe('outside test mode', () => {
  it('the hooks do not exist', async () => {
    const server = await createAccessServer('pglite', { TEST_MODE: 'false' });
    try {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/api/__test/access/roles/X',
        payload: { modules: ['uit'] },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
