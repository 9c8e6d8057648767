import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness } from './support';

describe.each(databaseKinds())('roles administration on %s', (kind) => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness(kind);
  });
  afterAll(async () => h?.close());

  it('creates a role with its permission matrix, normalized, and audits it in the same write', async () => {
    const name = unique('Asistente');
    const res = await h.admin.post('/roles', {
      name: `  ${name}  `,
      description: 'Prepara las planillas',
      grants: { trabajador: ['editar', 'crear'], uit: ['ver'], noticia: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const role = res.json();
    expect(role).toMatchObject({
      name,
      description: 'Prepara las planillas',
      system: false,
      usersCount: 0,
      modulesCount: 2,
      version: 1,
      grants: { trabajador: ['ver', 'crear', 'editar'], uit: ['ver'] },
    });
    const trail = await listAudit(h.server.database.db, {
      entity: 'rol',
      entityId: String(role.id),
      page: 1,
      pageSize: 5,
    });
    expect(trail.rows).toHaveLength(1);
    expect(trail.rows[0]).toMatchObject({
      actorUsername: h.admin.username,
      action: 'crear',
      before: null,
      after: { name, grants: { trabajador: ['ver', 'crear', 'editar'], uit: ['ver'] } },
    });
  });

  it('answers field-level errors in Spanish: short name, taken name (any case), unknown module', async () => {
    const short = await h.admin.post('/roles', { name: 'ab', description: '', grants: {} });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short)).toEqual({ name: 'El nombre debe tener entre 3 y 60 caracteres.' });
    const taken = await h.admin.post('/roles', { name: 'ADMINISTRADOR', description: '', grants: {} });
    expect(fieldsOf(taken)).toEqual({ name: 'Ya existe un rol con ese nombre.' });
    const unknown = await h.admin.post('/roles', {
      name: 'Otro rol',
      description: '',
      grants: { planeta: ['ver'] },
    });
    expect(fieldsOf(unknown)).toEqual({ 'grants.planeta': 'El módulo no existe.' });
  });

  it('lists, searches, sorts and pages on the server with user counts', async () => {
    const tag = unique('pag');
    for (const n of ['c', 'a', 'b']) await h.role(`${tag} ${n}`, { uit: ['ver'] });
    const first = await h.admin.get(`/roles?q=${tag}&pageSize=2&sort=name&order=desc`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().rows.map((r: { name: string }) => r.name)).toEqual([`${tag} c`, `${tag} b`]);
    const second = await h.admin.get(`/roles?q=${tag.toUpperCase()}&pageSize=2&page=2&sort=name&order=desc`);
    expect(second.json().rows.map((r: { name: string }) => r.name)).toEqual([`${tag} a`]);
    const admins = await h.admin.get('/roles?q=administrador');
    expect(admins.json().rows[0]).toMatchObject({ name: 'Administrador', system: true });
    expect(admins.json().rows[0].usersCount).toBeGreaterThanOrEqual(1);
  });

  it('edits with the version read, and refuses a stale version with the Spanish message', async () => {
    const id = await h.role(unique('Editar'), { uit: ['ver'] });
    const read = (await h.admin.get(`/roles/${id}`)).json();
    const edited = await h.admin.put(`/roles/${id}`, {
      name: read.name,
      description: 'Nueva descripción',
      grants: { uit: ['ver', 'exportar'] },
      version: read.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, grants: { uit: ['ver', 'exportar'] } });
    const stale = await h.admin.put(`/roles/${id}`, {
      name: read.name,
      description: 'Otra',
      grants: {},
      version: read.version,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_UPDATE_MESSAGE]);
    const trail = await listAudit(h.server.database.db, {
      entity: 'rol',
      entityId: String(id),
      page: 1,
      pageSize: 5,
    });
    expect(trail.rows[0]).toMatchObject({
      action: 'editar',
      before: { description: read.description, grants: { uit: ['ver'] } },
      after: { description: 'Nueva descripción', grants: { uit: ['ver', 'exportar'] } },
    });
  });

  it('refuses to delete a role users hold, naming how many, and deletes it once free', async () => {
    const name = unique('EnUso');
    const id = await h.role(name, { uit: ['ver'] });
    await h.user([name]);
    await h.user([name]);
    const role = (await h.admin.get(`/roles/${id}`)).json();
    const refused = await h.admin.del(`/roles/${id}?version=${role.version}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `No se puede eliminar el rol «${name}»: lo tienen asignado 2 usuarios.`,
    ]);
    const free = await h.role(unique('Libre'), { uit: ['ver'] });
    const stale = await h.admin.del(`/roles/${free}?version=9`);
    expect(stale.statusCode).toBe(409);
    expect((await h.admin.del(`/roles/${free}?version=1`)).statusCode).toBe(204);
    expect((await h.admin.get(`/roles/${free}`)).statusCode).toBe(404);
    const trail = await listAudit(h.server.database.db, {
      entity: 'rol',
      entityId: String(free),
      page: 1,
      pageSize: 5,
    });
    expect(trail.rows[0]).toMatchObject({ action: 'eliminar', after: null });
  });

  it('keeps the administrator role complete and undeletable', async () => {
    const admin = (await h.admin.get('/roles?q=administrador')).json().rows[0];
    const full = (await h.admin.get(`/roles/${admin.id}`)).json();
    const narrowed = await h.admin.put(`/roles/${admin.id}`, {
      name: full.name,
      description: full.description,
      grants: { uit: ['ver'] },
      version: full.version,
    });
    expect(fieldsOf(narrowed).grants).toMatch(/Administrador/);
    const deleted = await h.admin.del(`/roles/${admin.id}?version=${full.version}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([
      409,
      'El rol Administrador no se puede eliminar.',
    ]);
  });

  it('refuses to take user administration away from the last administrative role of its editor', async () => {
    const name = unique('Gestor');
    const id = await h.role(name, { usuario: ['ver', 'editar'], rol: ['ver', 'editar'] });
    const gestor = await h.user([name]);
    const role = (await gestor.get(`/roles/${id}`)).json();
    const res = await gestor.put(`/roles/${id}`, {
      name,
      description: '',
      grants: { usuario: ['ver'], rol: ['ver', 'editar'] },
      version: role.version,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).grants).toBe(
      'No puede quitar el permiso de administrar usuarios del último rol de administración que usted tiene.',
    );
    // Someone else may.
    const byAdmin = await h.admin.put(`/roles/${id}`, {
      name,
      description: '',
      grants: { usuario: ['ver'], rol: ['ver', 'editar'] },
      version: role.version,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('offers the module catalogue of the matrix in menu order, with the audit viewer', async () => {
    const modules = (await h.admin.get('/roles/modulos')).json() as { code: string; group: string }[];
    expect(modules[0]).toMatchObject({ code: 'dashboard', group: 'Inicio' });
    expect(modules.find((m) => m.code === 'auditoria')).toMatchObject({ group: 'Seguridad' });
  });

  it('needs the permission of each action', async () => {
    const name = unique('SoloVer');
    await h.role(name, { rol: ['ver'] });
    const viewer = await h.user([name]);
    expect((await viewer.get('/roles')).statusCode).toBe(200);
    const create = await viewer.post('/roles', { name: 'x-y-z', description: '', grants: {} });
    expect([create.statusCode, create.json().message]).toEqual([
      403,
      'No tiene permiso para realizar esta acción.',
    ]);
  });
});
