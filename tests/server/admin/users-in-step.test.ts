import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, callPool, PASSWORD, unique, type AdminHarness } from './support';

/** The user's row in the users list (`/usuario`), as the administrator's screen reads it. */
async function listed(h: AdminHarness, username: string) {
  const res = await h.admin.get(`/usuarios?q=${encodeURIComponent(username)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { username: string; status: string; enabled: boolean; name: string }[]).find(
    (u) => u.username === username,
  );
}

const lastCode = async (h: AdminHarness, username: string, purpose: string) => {
  const res = await h.server.app.inject({
    method: 'GET',
    url: `/__test/identity/codes?username=${username}&purpose=${purpose}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code as string;
};

// No periodic reconciliation at all: whatever the list shows comes from the events the server sees.
describe.each(databaseKinds())('the users list follows the pool at once, on %s', (kind) => {
  let h: AdminHarness;
  let roleId: number;
  beforeAll(async () => {
    h = await adminHarness(kind, { ADMIN_USERS_SYNC_MINUTES: '0' });
    roleId = await h.role(unique('Planillero'), { noticia: ['ver'] });
  });
  afterAll(async () => h?.close());

  it('shows the first password chosen at the first sign-in', async () => {
    const username = unique('primera');
    const created = await h.admin.post('/usuarios', {
      username,
      name: 'Rosa Quispe',
      email: `${username}@planillas.test`,
      roleIds: [roleId],
      temporaryPassword: 'Temporal-Clave-9',
      sendInvitation: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await listed(h, username)).toMatchObject({ status: 'FORCE_CHANGE_PASSWORD' });

    const first = await callPool(h, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: h.server.config.identity.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: 'Temporal-Clave-9' },
    });
    expect(first.json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const chosen = await callPool(h, 'RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: h.server.config.identity.clientId,
      Session: first.json().Session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'Elegida-Clave-7' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Before the user calls the API even once.
    expect(await listed(h, username)).toMatchObject({ status: 'CONFIRMED', enabled: true });
  });

  it('shows disabling and enabling in the list itself', async () => {
    const user = await h.user([]);
    const before = await listed(h, user.username);
    expect(before).toMatchObject({ enabled: true });
    const read = (await h.admin.get(`/usuarios/${user.username}`)).json();
    const disabled = await h.admin.post(`/usuarios/${user.username}/deshabilitar`, { version: read.version });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await listed(h, user.username)).toMatchObject({ enabled: false });
    const enabled = await h.admin.post(`/usuarios/${user.username}/habilitar`, {
      version: disabled.json().version,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await listed(h, user.username)).toMatchObject({ enabled: true });
  });

  it('shows a password reset, and its completion by the user', async () => {
    const user = await h.user([]);
    const reset = await h.admin.post(`/usuarios/${user.username}/restablecer-contrasena`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await listed(h, user.username)).toMatchObject({ status: 'RESET_REQUIRED' });

    const confirmed = await callPool(h, 'ConfirmForgotPassword', {
      ClientId: h.server.config.identity.clientId,
      Username: user.username,
      ConfirmationCode: await lastCode(h, user.username, 'FORGOT_PASSWORD'),
      Password: 'Nueva-Clave-55',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await listed(h, user.username)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('shows a user who signs up, and their confirmation', async () => {
    const username = unique('registro');
    const signUp = await callPool(h, 'SignUp', {
      ClientId: h.server.config.identity.clientId,
      Username: username,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: `${username}@planillas.test` }],
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(await listed(h, username)).toMatchObject({ status: 'UNCONFIRMED' });
    const confirm = await callPool(h, 'ConfirmSignUp', {
      ClientId: h.server.config.identity.clientId,
      Username: username,
      ConfirmationCode: await lastCode(h, username, 'SIGN_UP'),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await listed(h, username)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('shows the name a user changes on their own account', async () => {
    const user = await h.user([]);
    const changed = await callPool(h, 'UpdateUserAttributes', {
      AccessToken: user.token,
      UserAttributes: [{ Name: 'name', Value: 'Nombre Propio' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await listed(h, user.username)).toMatchObject({ name: 'Nombre Propio' });
  });

  it("copies the pool's state at a user's new sign-in seen by the API (pools whose events it does not see)", async () => {
    const user = await h.user([]);
    // Changed in the pool behind the server's back (as in the AWS console for real Cognito).
    await h.server.identity.admin.updateAttributes(user.username, { name: 'Cambiado Afuera' });
    expect(await listed(h, user.username)).toMatchObject({
      name: expect.not.stringMatching('Cambiado Afuera'),
    });
    const token = await h.signIn(user.username);
    const call = await h.server.app.inject({
      method: 'GET',
      url: '/api/usuario/modulos-permisos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(call.statusCode).toBe(200);
    await expect
      .poll(async () => (await listed(h, user.username))?.name, { timeout: 10_000 })
      .toBe('Cambiado Afuera');
  });
});
