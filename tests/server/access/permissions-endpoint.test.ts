import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStore } from '../../../server/access/store';
import { SEED_MODULES, SELF_SERVICE_MODULES } from '../../../server/access/catalogue';
import {
  accessModules,
  accessRolePermissions,
  accessRoles,
  accessUserRoles,
} from '../../../server/db/schema';
import { SHELL_ROUTES } from '../../../src/domain/shell/modules';
import { databaseKinds } from '../../support/test-database';
import { bearer, createAccessServer, type AccessServer } from './support';

const URL = '/api/usuario/modulos-permisos';
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

describe.each(databaseKinds())('GET {backend}/usuario/modulos-permisos on %s', (kind) => {
  let server: AccessServer;
  let store: AccessStore;

  beforeAll(async () => {
    server = await createAccessServer(kind, { ADMIN_USERNAME: 'Jefe' });
    store = new AccessStore(server.database.db, server.clock);
  });
  afterAll(async () => server?.close());

  const get = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: URL, headers });

  const role = async (modules: string[], actions: ('ver' | 'crear' | 'editar')[] = ['ver']) => {
    const name = unique('rol');
    const id = await store.saveRole({ name, grants: Object.fromEntries(modules.map((m) => [m, actions])) });
    return { id, name };
  };

  it.each([
    ['without a token', {}],
    ['with another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['with an empty bearer', { authorization: 'Bearer ' }],
    ['with a token the pool rejects', { authorization: 'Bearer forged' }],
  ])('answers 401 %s', async (_case, headers) => {
    const res = await get(headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({
      error: 'Unauthorized',
      message: 'Sesión no válida o expirada. Inicie sesión nuevamente.',
    });
  });

  it('gives the administrator of the first start every module, grouped and in menu order', async () => {
    const res = await get(bearer('jefe'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json() as { grupo: string; subgrupo: string | null; path: string }[];
    // Every module but a worker's own payslips: the administrator is no worker of the payroll.
    const office = SHELL_ROUTES.filter((r) => !SELF_SERVICE_MODULES.has(r.code));
    expect(entries).toHaveLength(office.length);
    expect(new Set(entries.map((e) => e.path))).toEqual(new Set(office.map((r) => `/${r.path}`)));
    expect(entries.map((e) => e.path)).toEqual(
      SEED_MODULES.filter((m) => !SELF_SERVICE_MODULES.has(m.code)).map((m) =>
        m.code === 'dashboard' ? '/' : `/${m.code}`,
      ),
    );
    expect(entries[0]).toEqual({
      grupo: 'Inicio',
      subgrupo: null,
      subgrupo_icon: null,
      nombre: 'Inicio',
      icon: 'Dashboard',
      path: '/',
    });
    expect(entries.find((e) => e.path === '/especie')).toEqual({
      grupo: 'Maestros',
      subgrupo: 'Pesca',
      subgrupo_icon: 'Phishing',
      nombre: 'Especies',
      icon: 'SetMeal',
      path: '/especie',
    });
    // Groups are contiguous: a group never reappears after another one.
    const groups = entries.map((e) => e.grupo);
    expect(groups.filter((g, i) => g !== groups[i - 1])).toEqual([
      'Inicio',
      'Maestros',
      'Parámetros',
      'Planillas',
      'Seguridad',
      'Ayuda',
    ]);
  });

  it('gives a user without roles an empty list', async () => {
    const res = await get(bearer(unique('nadie')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('gives a user exactly the modules their roles let them see, in menu order, whatever the grant order', async () => {
    const username = unique('ana');
    const { id } = await role(['uit', 'especie', 'dashboard']);
    await store.setUserRoles(username, [id], 'test');
    const res = await get(bearer(username));
    expect((res.json() as { path: string }[]).map((e) => e.path)).toEqual(['/', '/especie', '/uit']);
  });

  it('joins several roles without repeating modules, and matches usernames case-insensitively', async () => {
    const username = unique('Beto');
    const a = await role(['uit', 'cargo']);
    const b = await role(['cargo', 'rol']);
    await store.setUserRoles(username, [a.id, b.id], 'test');
    const res = await get(bearer(username.toUpperCase()));
    expect((res.json() as { path: string }[]).map((e) => e.path)).toEqual(['/cargo', '/uit', '/rol']);
  });

  it('shows only modules granted "ver"', async () => {
    const username = unique('carla');
    const { id } = await role(['uit'], ['crear', 'editar']);
    const seeing = await role(['cargo'], ['ver']);
    await store.setUserRoles(username, [id, seeing.id], 'test');
    expect((await get(bearer(username))).json()).toEqual([
      expect.objectContaining({ path: '/cargo', nombre: 'Cargos', subgrupo: 'Empresa' }),
    ]);
  });

  it('hides the modules of a disabled role and disabled modules', async () => {
    const username = unique('dora');
    const disabled = await role(['uit']);
    const enabled = await role(['cargo', 'vacio']);
    await store.setUserRoles(username, [disabled.id, enabled.id], 'test');
    await server.database.db
      .update(accessRoles)
      .set({ enabled: false })
      .where(eq(accessRoles.id, disabled.id));
    await server.database.db
      .update(accessModules)
      .set({ enabled: false })
      .where(eq(accessModules.code, 'vacio'));
    try {
      expect((await get(bearer(username))).json()).toEqual([expect.objectContaining({ path: '/cargo' })]);
      expect(await store.hasPermission(username, 'vacio', 'ver')).toBe(false);
      expect(await store.hasPermission(username, 'uit', 'ver')).toBe(false);
      expect(await store.hasPermission(username, 'cargo', 'ver')).toBe(true);
      expect(await store.permissionsOf(username)).toEqual(new Set(['cargo:ver']));
    } finally {
      await server.database.db
        .update(accessModules)
        .set({ enabled: true })
        .where(eq(accessModules.code, 'vacio'));
    }
  });

  it('replacing a role’s grants changes the menu at the next request', async () => {
    const username = unique('eva');
    const r = await role(['uit']);
    await store.setUserRoles(username, [r.id], 'test');
    await store.saveRole({
      name: r.name.toUpperCase(),
      grants: { empresa: ['ver'], fabrica: ['ver', 'crear'] },
    });
    expect((await get(bearer(username))).json().map((e: { path: string }) => e.path)).toEqual([
      '/empresa',
      '/fabrica',
    ]);
    const [saved] = await server.database.db.select().from(accessRoles).where(eq(accessRoles.id, r.id));
    expect(saved?.version).toBe(2);
  });

  it('does not answer unknown methods or paths with the list', async () => {
    const post = await server.app.inject({ method: 'POST', url: URL, headers: bearer('jefe') });
    expect(post.statusCode).toBe(405);
    expect(post.json()).toEqual({
      error: 'MethodNotAllowed',
      message: 'El recurso no admite esta operación.',
    });
    const other = await server.app.inject({ method: 'GET', url: `${URL}/otro`, headers: bearer('jefe') });
    expect(other.statusCode).toBe(404);
  });

  describe('the first start', () => {
    it('seeds every module, an administrator role holding every action, and gives it to ADMIN_USERNAME', async () => {
      const db = server.database.db;
      const modules = await db.select().from(accessModules);
      expect(modules.map((m) => m.code).sort()).toEqual(SHELL_ROUTES.map((r) => r.code).sort());
      const [admin] = await db.select().from(accessRoles).where(eq(accessRoles.systemKey, 'administrator'));
      expect(admin).toMatchObject({ name: 'Administrador', enabled: true });
      const grants = await db
        .select()
        .from(accessRolePermissions)
        .where(eq(accessRolePermissions.roleId, admin!.id));
      expect(grants).toHaveLength((SHELL_ROUTES.length - SELF_SERVICE_MODULES.size) * 6);
      // The worker role holds `ver` of the self-service modules, and nothing else.
      const [worker] = await db.select().from(accessRoles).where(eq(accessRoles.systemKey, 'worker'));
      expect(worker).toMatchObject({ name: 'Trabajador' });
      const workerGrants = await db
        .select({ module: accessRolePermissions.moduleCode, action: accessRolePermissions.action })
        .from(accessRolePermissions)
        .where(eq(accessRolePermissions.roleId, worker!.id));
      expect(workerGrants).toEqual([{ module: 'mis_boletas', action: 'ver' }]);
      const holders = await db.select().from(accessUserRoles).where(eq(accessUserRoles.roleId, admin!.id));
      expect(holders).toEqual([
        expect.objectContaining({ usernameKey: 'jefe', username: 'Jefe', assignedBy: 'system' }),
      ]);
    });

    it('is idempotent: a second start changes nothing and keeps edited names', async () => {
      const db = server.database.db;
      await db.update(accessModules).set({ name: 'Personal' }).where(eq(accessModules.code, 'trabajador'));
      const count = async () => ({
        modules: (await db.select().from(accessModules)).length,
        roles: (await db.select().from(accessRoles)).length,
        grants: (await db.select().from(accessRolePermissions)).length,
        holders: (await db.select().from(accessUserRoles)).length,
      });
      const before = await count();
      await Promise.all([store.seed('otro'), store.seed('otro')]);
      expect(await count()).toEqual(before);
      const [trabajador] = await db.select().from(accessModules).where(eq(accessModules.code, 'trabajador'));
      expect(trabajador?.name).toBe('Personal');
      await db
        .update(accessModules)
        .set({ name: 'Trabajadores' })
        .where(eq(accessModules.code, 'trabajador'));
    });

    it('a later start restores the administrator role to ADMIN_USERNAME only when nobody holds it', async () => {
      const db = server.database.db;
      const [admin] = await db.select().from(accessRoles).where(eq(accessRoles.systemKey, 'administrator'));
      await db.delete(accessUserRoles).where(eq(accessUserRoles.roleId, admin!.id));
      await store.seed('Rescate');
      const holders = await db.select().from(accessUserRoles).where(eq(accessUserRoles.roleId, admin!.id));
      expect(holders.map((h) => h.username)).toEqual(['Rescate']);
      await store.setUserRoles('jefe', [admin!.id], 'test');
      await store.setUserRoles('Rescate', [], 'test');
    });
  });
});
