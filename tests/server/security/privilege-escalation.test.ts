import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';

/**
 * Nobody gains permissions through the administration screens: not by changing their own roles, not by
 * assigning a role that grants more than they hold, not by widening a role beyond their permissions.
 */
describe.each(databaseKinds())('privilege escalation through roles on %s', (kind) => {
  let h: AdminHarness;
  let administratorId: number;
  beforeAll(async () => {
    h = await adminHarness(kind);
    const options = (await h.admin.get('/usuarios/roles')).json() as { id: number; name: string }[];
    administratorId = options.find((r) => r.name === 'Administrador')!.id;
  });
  afterAll(async () => h?.close());

  const editUser = async (as: SignedIn, username: string, roleIds: number[]) => {
    const current = (await as.get(`/usuarios/${username}`)).json() as {
      name: string;
      email: string;
      version: number;
    };
    return as.put(`/usuarios/${username}`, {
      name: current.name,
      email: current.email || `${username}@planillas.test`,
      roleIds,
      version: current.version,
    });
  };

  const refusals = async (actor: string) =>
    (
      await listAudit(h.server.database.db, {
        action: 'denegar',
        actorUsername: actor,
        page: 1,
        pageSize: 50,
      })
    ).rows;

  it('refuses a user who may edit users making themselves Administrador (the reported scenario)', async () => {
    const own = unique('Editor de usuarios');
    const ownId = await h.role(own, { usuario: ['ver', 'editar'] });
    const u = await h.user([own]);
    const read = await u.get(`/usuarios/${u.username}`);
    expect(read.statusCode).toBe(200);

    const res = await editUser(u, u.username, [ownId, administratorId]);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'Forbidden',
      message: 'No puede cambiar sus propios roles. Pida a otro administrador que lo haga.',
    });
    expect((await u.get('/roles')).statusCode).toBe(403);
    const after = (await h.admin.get(`/usuarios/${u.username}`)).json() as { roles: { id: number }[] };
    expect(after.roles.map((r) => r.id)).toEqual([ownId]);

    const audited = await refusals(u.username);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'denegar',
      entity: 'usuario',
      entityId: u.username,
      before: { roleIds: [ownId] },
      after: { roleIds: [ownId, administratorId] },
      reason: 'No puede cambiar sus propios roles. Pida a otro administrador que lo haga.',
    });
  });

  it('refuses assigning a role that grants more than the editor holds, and allows one within it', async () => {
    const own = unique('Gestor de personal');
    await h.role(own, { usuario: ['ver', 'crear', 'editar'], noticia: ['ver'] });
    const reader = unique('Lector de noticias');
    const readerId = await h.role(reader, { noticia: ['ver'] });
    const wider = unique('Publicador');
    const widerId = await h.role(wider, { noticia: ['ver', 'aprobar'] });
    const u = await h.user([own]);
    const other = await h.user([]);

    const admin = await editUser(u, other.username, [administratorId]);
    expect(admin.statusCode, admin.body).toBe(403);
    expect(fieldsOf(admin)).toEqual({
      roleIds: 'No puede asignar el rol «Administrador»: concede permisos que usted no tiene.',
    });
    const publisher = await editUser(u, other.username, [readerId, widerId]);
    expect(publisher.statusCode).toBe(403);
    expect(publisher.json().message).toBe(
      `No puede asignar el rol «${wider}»: concede permisos que usted no tiene.`,
    );
    const created = await u.post('/usuarios', {
      username: unique('nuevo'),
      name: 'Nueva Persona',
      email: `${unique('nuevo')}@planillas.test`,
      roleIds: [administratorId],
      temporaryPassword: 'Temporal-Clave-9',
    });
    expect(created.statusCode, created.body).toBe(403);

    const allowed = await editUser(u, other.username, [readerId]);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await other.get('/roles')).statusCode).toBe(403);
    // Roles a user already had stay when an editor who could not grant them changes something else.
    const byAdmin = await editUser(h.admin, other.username, [readerId, widerId]);
    expect(byAdmin.statusCode).toBe(200);
    const keeps = await editUser(u, other.username, [readerId, widerId]);
    expect(keeps.statusCode, keeps.body).toBe(200);
    expect((await refusals(u.username)).map((r) => r.entity)).toEqual(['usuario', 'usuario', 'usuario']);
  });

  it('refuses widening a role (held or not) or creating one beyond the editor’s own permissions', async () => {
    const own = unique('Gestor de roles');
    const ownId = await h.role(own, { rol: ['ver', 'crear', 'editar'], noticia: ['ver', 'crear'] });
    const u = await h.user([own]);
    const read = (await u.get(`/roles/${ownId}`)).json() as { version: number; description: string };

    const widen = await u.put(`/roles/${ownId}`, {
      name: own,
      description: read.description,
      grants: { rol: ['ver', 'crear', 'editar'], noticia: ['ver', 'crear'], usuario: ['ver', 'editar'] },
      version: read.version,
    });
    expect(widen.statusCode, widen.body).toBe(403);
    expect(widen.json().message).toBe(
      'No puede conceder permisos que usted no tiene: Usuarios · ver, Usuarios · editar.',
    );
    expect((await u.get('/usuarios')).statusCode).toBe(403);

    const create = await u.post('/roles', {
      name: unique('Atajo'),
      description: 'Todo',
      grants: { usuario: ['ver', 'editar'] },
    });
    expect(create.statusCode, create.body).toBe(403);

    const otherId = await h.role(unique('Redactor'), { noticia: ['ver'] });
    const other = (await u.get(`/roles/${otherId}`)).json() as {
      name: string;
      description: string;
      version: number;
    };
    const within = await u.put(`/roles/${otherId}`, {
      name: other.name,
      description: other.description,
      grants: { noticia: ['ver', 'crear'] },
      version: other.version,
    });
    expect(within.statusCode, within.body).toBe(200);
    const beyond = await u.put(`/roles/${otherId}`, {
      name: other.name,
      description: other.description,
      grants: { noticia: ['ver', 'crear', 'aprobar'] },
      version: other.version + 1,
    });
    expect(beyond.statusCode).toBe(403);
    const audited = await refusals(u.username);
    expect(audited.map((r) => r.entity)).toEqual(['rol', 'rol', 'rol']);
    expect(audited.at(-1)).toMatchObject({ entityId: String(ownId) });
  });
});
