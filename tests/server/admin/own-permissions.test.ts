import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHarness, unique, type AdminHarness } from './support';

describe('GET {backend}/usuario/permisos', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness('pglite');
  });
  afterAll(async () => h?.close());

  it('answers every action of the signed-in user, by module, and 401 without a token', async () => {
    const role = unique('Lector');
    await h.role(role, { rol: ['ver', 'editar'], uit: ['ver'] });
    const reader = await h.user([role]);
    const res = await reader.get('/usuario/permisos');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rol: ['editar', 'ver'], uit: ['ver'] });
    const admin = (await h.admin.get('/usuario/permisos')).json() as Record<string, string[]>;
    expect(admin.usuario).toEqual(expect.arrayContaining(['ver', 'crear', 'editar', 'eliminar']));
    const anonymous = await h.server.app.inject({ method: 'GET', url: '/api/usuario/permisos' });
    expect(anonymous.statusCode).toBe(401);
  });
});
