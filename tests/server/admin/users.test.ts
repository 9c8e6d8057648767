import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, PASSWORD, unique, type AdminHarness } from './support';

const initiateAuth = (h: AdminHarness, username: string, password: string) =>
  h.server.app.inject({
    method: 'POST',
    url: `${h.server.config.identity.builtinPath}/`,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: h.server.config.identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });

describe.each(databaseKinds())('users administration on %s', (kind) => {
  let h: AdminHarness;
  let roleId: number;
  let roleName: string;
  beforeAll(async () => {
    h = await adminHarness(kind);
    roleName = unique('Asistente de planillas');
    roleId = await h.role(roleName, { trabajador: ['ver', 'crear'], noticia: ['ver'] });
  });
  afterAll(async () => h?.close());

  it('creates the account in the pool with a temporary password; the first sign-in asks for a new one', async () => {
    const username = unique('nuevo');
    const res = await h.admin.post('/usuarios', {
      username,
      name: 'Rosa  Quispe',
      email: `${username}@planillas.test`,
      roleIds: [roleId],
      temporaryPassword: 'Temporal-Clave-9',
      sendInvitation: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username,
      name: 'Rosa Quispe',
      enabled: true,
      status: 'FORCE_CHANGE_PASSWORD',
      roles: [{ id: roleId, name: roleName }],
      lastSignInAt: null,
      version: 1,
    });
    const pool = await h.server.identity.admin.getUser(username);
    expect(pool).toMatchObject({ name: 'Rosa Quispe', status: 'FORCE_CHANGE_PASSWORD' });
    const first = await initiateAuth(h, username, 'Temporal-Clave-9');
    expect(first.json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const trail = await listAudit(h.server.database.db, {
      entity: 'usuario',
      entityId: username,
      page: 1,
      pageSize: 5,
    });
    expect(trail.rows[0]).toMatchObject({
      actorUsername: h.admin.username,
      action: 'crear',
      after: { username, roles: [roleName], invitationSent: false },
    });
    expect(JSON.stringify(trail.rows[0])).not.toContain('Temporal-Clave-9');
  });

  it('lets the pool generate and e-mail the temporary password when none is given', async () => {
    const username = unique('correo');
    const res = await h.admin.post('/usuarios', {
      username,
      name: 'Luis',
      email: `${username}@planillas.test`,
      roleIds: [roleId],
      sendInvitation: false,
    });
    expect(res.statusCode).toBe(201);
    const code = await h.server.app.inject({
      method: 'GET',
      url: `/__test/identity/codes?username=${username}&purpose=TEMPORARY_PASSWORD`,
    });
    expect(code.statusCode).toBe(200);
  });

  it('answers field-level errors: the domain rules, a taken username, a password outside the policy', async () => {
    const bad = await h.admin.post('/usuarios', {
      username: 'a b',
      name: '',
      email: 'no-es-correo',
      roleIds: [],
      temporaryPassword: 'corta',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual([
      'email',
      'name',
      'roleIds',
      'temporaryPassword',
      'username',
    ]);
    expect(fieldsOf(bad).roleIds).toBe('Seleccione al menos un rol.');
    const taken = await h.admin.post('/usuarios', {
      username: h.admin.username.toUpperCase(),
      name: 'Otra',
      email: 'otra@planillas.test',
      roleIds: [roleId],
    });
    expect(fieldsOf(taken)).toEqual({ username: 'Ya existe un usuario con ese nombre de usuario.' });
    const unknownRole = await h.admin.post('/usuarios', {
      username: unique('x'),
      name: 'Otra',
      email: 'otra@planillas.test',
      roleIds: [999999],
    });
    expect(fieldsOf(unknownRole)).toEqual({ roleIds: 'Alguno de los roles seleccionados ya no existe.' });
  });

  it('edits name, e-mail and roles in the pool and the list, with a version check', async () => {
    const user = await h.user([roleName]);
    const read = (await h.admin.get(`/usuarios/${user.username}`)).json();
    const other = await h.role(unique('Otro'), { uit: ['ver'] });
    const res = await h.admin.put(`/usuarios/${user.username}`, {
      name: 'Nombre Cambiado',
      email: `cambiado-${user.username}@planillas.test`,
      roleIds: [roleId, other],
      version: read.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nombre Cambiado', version: read.version + 1 });
    expect(res.json().roles).toHaveLength(2);
    expect((await h.server.identity.admin.getUser(user.username))?.email).toBe(
      `cambiado-${user.username}@planillas.test`,
    );
    const stale = await h.admin.put(`/usuarios/${user.username}`, {
      name: 'Otro',
      email: `x-${user.username}@planillas.test`,
      roleIds: [roleId],
      version: read.version,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_UPDATE_MESSAGE]);
    const trail = await listAudit(h.server.database.db, {
      entity: 'usuario',
      entityId: user.username,
      action: 'editar',
      page: 1,
      pageSize: 5,
    });
    expect(trail.rows[0]?.before).toMatchObject({ name: `Nombre ${user.username}`, roles: [roleName] });
    expect(trail.rows[0]?.after).toMatchObject({ name: 'Nombre Cambiado' });
  });

  it('disables a user (their token stops working at once) and enables them again', async () => {
    const user = await h.user([roleName]);
    expect((await user.get('/noticias/vigentes')).statusCode).toBe(200);
    const read = (await h.admin.get(`/usuarios/${user.username}`)).json();
    const disabled = await h.admin.post(`/usuarios/${user.username}/deshabilitar`, { version: read.version });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ enabled: false });
    expect((await user.get('/noticias/vigentes')).statusCode).toBe(401);
    expect((await initiateAuth(h, user.username, PASSWORD)).statusCode).toBe(400);
    const enabled = await h.admin.post(`/usuarios/${user.username}/habilitar`, {
      version: disabled.json().version,
    });
    expect(enabled.json()).toMatchObject({ enabled: true });
    expect((await initiateAuth(h, user.username, PASSWORD)).statusCode).toBe(200);
    const actions = (
      await listAudit(h.server.database.db, {
        entity: 'usuario',
        entityId: user.username,
        page: 1,
        pageSize: 5,
      })
    ).rows.map((r) => r.action);
    expect(actions).toEqual(['habilitar', 'deshabilitar']);
  });

  it('sends a password reset: the user must choose a new password', async () => {
    const user = await h.user([roleName]);
    const res = await h.admin.post(`/usuarios/${user.username}/restablecer-contrasena`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('RESET_REQUIRED');
    const code = await h.server.app.inject({
      method: 'GET',
      url: `/__test/identity/codes?username=${user.username}&purpose=FORGOT_PASSWORD`,
    });
    expect(code.statusCode).toBe(200);
  });

  it('refuses an administrator disabling themselves or changing their own roles', async () => {
    const me = (await h.admin.get(`/usuarios/${h.admin.username}`)).json();
    const disable = await h.admin.post(`/usuarios/${h.admin.username}/deshabilitar`, { version: me.version });
    expect([disable.statusCode, disable.json().message]).toEqual([
      409,
      'No puede deshabilitar su propia cuenta.',
    ]);
    const drop = await h.admin.put(`/usuarios/${h.admin.username}`, {
      name: me.name,
      email: me.email || 'jefa@planillas.test',
      roleIds: [roleId],
      version: me.version,
    });
    expect(drop.statusCode).toBe(403);
    expect(fieldsOf(drop)).toEqual({
      roleIds: 'No puede cambiar sus propios roles. Pida a otro administrador que lo haga.',
    });
  });

  it('lists, searches, filters and sorts users on the server, with their roles and last sign-in', async () => {
    const tag = unique('lista');
    const names = ['Carla', 'Ana', 'Beto'];
    for (const n of names)
      await h.user([roleName], { username: `${tag}-${n.toLowerCase()}`, name: `${n} ${tag}` });
    const page = await h.admin.get(`/usuarios?q=${tag}&sort=name&order=asc&pageSize=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().rows.map((u: { name: string }) => u.name)).toEqual([`Ana ${tag}`, `Beto ${tag}`]);
    const row = page.json().rows[0];
    expect(row.roles).toEqual([{ id: roleId, name: roleName }]);
    // Signing in and calling the API records the last sign-in.
    expect(row.lastSignInAt).not.toBeNull();
    const byRole = await h.admin.get(`/usuarios?q=${tag}&roleId=${roleId}&state=enabled`);
    expect(byRole.json().total).toBe(3);
    expect((await h.admin.get(`/usuarios?q=${tag}&state=disabled`)).json().total).toBe(0);
    const byEmail = await h.admin.get(`/usuarios?q=${encodeURIComponent(`${tag}-beto@`)}`);
    expect(byEmail.json().rows.map((u: { username: string }) => u.username)).toEqual([`${tag}-beto`]);
  });

  it('reconciles the list with users created directly in the pool', async () => {
    const username = unique('externo');
    await h.server.identity.admin.createUser({
      username,
      email: `${username}@planillas.test`,
      name: 'Creado fuera',
      sendInvitation: false,
    });
    expect((await h.admin.get(`/usuarios?q=${username}`)).json().total).toBe(0);
    const sync = await h.admin.post('/usuarios/sincronizar');
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().seen).toBeGreaterThan(1);
    expect((await h.admin.get(`/usuarios?q=${username}`)).json().rows[0]).toMatchObject({
      username,
      name: 'Creado fuera',
      roles: [],
    });
    await h.server.identity.admin.deleteUser(username);
    expect((await h.admin.post('/usuarios/sincronizar')).json().removed).toBe(1);
    expect((await h.admin.get(`/usuarios?q=${username}`)).json().total).toBe(0);
  });

  it('needs usuario permissions', async () => {
    const viewer = await h.user([roleName]);
    const res = await viewer.get('/usuarios');
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'No tiene permiso para realizar esta acción.',
    ]);
  });
});
