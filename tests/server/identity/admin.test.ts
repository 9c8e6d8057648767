import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderServiceException,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoolAdminError } from '../../../server/identity/admin-port';
import { createCognitoAdministration } from '../../../server/identity/cognito/admin';
import { databaseKinds } from '../../support/test-database';
import {
  answerChallenge,
  builtinTarget,
  createConfirmedUser,
  errorName,
  NEW_PASSWORD,
  signIn,
  uniqueName,
  type PoolTarget,
} from './support/pool-target';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';

describe.each(databaseKinds())('the administrative port over the built-in pool on %s', (kind) => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget(kind);
  });
  afterAll(async () => target?.close());

  it('creates a user with a generated temporary password sent by e-mail', async () => {
    const username = uniqueName('invitado');
    const created = await target.admin.createUser({
      username,
      email: `${username}@planillas.test`,
      name: 'Invitado',
    });
    expect(created).toMatchObject({ username, status: 'FORCE_CHANGE_PASSWORD', enabled: true, groups: [] });
    const temporary = await target.readCode!(username, 'TEMPORARY_PASSWORD');
    expect(temporary.length).toBeGreaterThanOrEqual(16);
    const first = await target.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: target.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: temporary },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await answerChallenge(target, 'NEW_PASSWORD_REQUIRED', first.Session as string, {
      USERNAME: username,
      NEW_PASSWORD,
    });
    expect((await target.admin.getUser(username))?.status).toBe('CONFIRMED');
    expect((await target.admin.getUser(username))?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('refuses duplicates, bad addresses and temporary passwords outside the policy', async () => {
    const user = await createConfirmedUser(target);
    const fail = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: PoolAdminError) => e.code,
      );
    expect(
      await fail(
        target.admin.createUser({ username: user.username.toUpperCase(), email: 'a@b.pe', name: 'x' }),
      ),
    ).toBe('UsernameExistsException');
    expect(
      await fail(target.admin.createUser({ username: uniqueName(), email: 'no-es-correo', name: 'x' })),
    ).toBe('InvalidParameterException');
    expect(
      await fail(
        target.admin.createUser({
          username: uniqueName(),
          email: 'a@b.pe',
          name: 'x',
          temporaryPassword: 'corta',
        }),
      ),
    ).toBe('InvalidPasswordException');
    expect(await fail(target.admin.disableUser('nadie-existe'))).toBe('UserNotFoundException');
    expect(await target.admin.getUser('nadie-existe')).toBeUndefined();
  });

  it('puts users in groups that appear in their tokens, and takes them out', async () => {
    const user = await createConfirmedUser(target);
    await target.admin.addToGroup(user.username, 'planilleros');
    await target.admin.addToGroup(user.username, 'contables');
    await target.admin.addToGroup(user.username, 'contables');
    expect((await target.admin.getUser(user.username))?.groups).toEqual(['contables', 'planilleros']);
    let tokens = await signIn(target, user.username, user.password);
    expect(decodeJwt(tokens.AccessToken as string)['cognito:groups']).toEqual(['contables', 'planilleros']);
    await target.admin.removeFromGroup(user.username, 'planilleros');
    tokens = await signIn(target, user.username, user.password);
    expect(decodeJwt(tokens.IdToken as string)['cognito:groups']).toEqual(['contables']);
    expect((await target.admin.listGroups()).map((g) => g.name)).toEqual(
      expect.arrayContaining(['contables', 'planilleros']),
    );
  });

  it('disables (ending every session) and enables users', async () => {
    const user = await createConfirmedUser(target);
    const tokens = await signIn(target, user.username, user.password);
    await target.admin.disableUser(user.username);
    expect((await target.admin.getUser(user.username))?.enabled).toBe(false);
    await expect(target.server!.identity.verifier.verify(tokens.AccessToken as string)).rejects.toBeDefined();
    await target.admin.enableUser(user.username);
    await expect(target.server!.identity.verifier.verify(tokens.AccessToken as string)).rejects.toMatchObject(
      {
        reason: 'revoked',
      },
    );
    await signIn(target, user.username, user.password);
  });

  it('sets passwords (permanent or temporary) and signs a user out everywhere', async () => {
    const user = await createConfirmedUser(target);
    const tokens = await signIn(target, user.username, user.password);
    await target.admin.signOut(user.username);
    await expect(target.server!.identity.verifier.verify(tokens.AccessToken as string)).rejects.toMatchObject(
      {
        reason: 'revoked',
      },
    );
    await target.admin.setPassword(user.username, 'Temporal-Nueva-9', false);
    expect((await target.admin.getUser(user.username))?.status).toBe('FORCE_CHANGE_PASSWORD');
    await target.admin.setPassword(user.username, NEW_PASSWORD, true);
    await signIn(target, user.username, NEW_PASSWORD);
  });

  it('lists and searches users by username, e-mail and name prefix, page by page', async () => {
    const prefix = uniqueName('buscar');
    for (let i = 0; i < 5; i++) {
      await target.admin.createUser({
        username: `${prefix}-${i}`,
        email: `correo${i}-${prefix}@planillas.test`,
        name: i === 0 ? 'Zoila Quispe' : `Persona ${i}`,
        sendInvitation: false,
      });
    }
    const first = await target.admin.listUsers({ filter: prefix.toUpperCase(), limit: 3 });
    expect(first.users.map((u) => u.username)).toEqual([`${prefix}-0`, `${prefix}-1`, `${prefix}-2`]);
    expect(first.nextToken).toBeTruthy();
    const second = await target.admin.listUsers({ filter: prefix, limit: 3, nextToken: first.nextToken });
    expect(second.users.map((u) => u.username)).toEqual([`${prefix}-3`, `${prefix}-4`]);
    expect(second.nextToken).toBeUndefined();
    expect(
      (await target.admin.listUsers({ filter: `correo3-${prefix}` })).users.map((u) => u.username),
    ).toEqual([`${prefix}-3`]);
    expect((await target.admin.listUsers({ filter: 'zoila' })).users.map((u) => u.name)).toContain(
      'Zoila Quispe',
    );
    expect((await target.admin.listUsers({ filter: '%' })).users).toEqual([]);
    const all = await target.admin.listUsers({});
    expect(all.users.length).toBeGreaterThan(0);
  });

  it('updates attributes and deletes users', async () => {
    const user = await createConfirmedUser(target);
    await target.admin.updateAttributes(user.username, { name: 'Otro Nombre', email: `otro-${user.email}` });
    expect(await target.admin.getUser(user.username)).toMatchObject({
      name: 'Otro Nombre',
      email: `otro-${user.email}`,
    });
    await target.admin.deleteUser(user.username);
    expect(await target.admin.getUser(user.username)).toBeUndefined();
    expect(await errorName(signIn(target, user.username, user.password))).toBe('UserNotFoundException');
  });
});

describe('the administrative port over real Cognito (SDK Admin commands)', () => {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  let reply: (name: string, input: Record<string, unknown>) => unknown = () => ({});
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return reply(command.constructor.name, command.input);
    },
  };
  const admin = createCognitoAdministration({
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Pool',
    client: client as never,
  });

  it('creates users with AdminCreateUser (verified e-mail, invitation suppressed on request)', async () => {
    sent.length = 0;
    reply = (name) =>
      name === 'AdminCreateUserCommand'
        ? {
            User: {
              Username: 'lucia',
              Enabled: true,
              UserStatus: 'FORCE_CHANGE_PASSWORD',
              Attributes: [
                { Name: 'sub', Value: 's-1' },
                { Name: 'email', Value: 'lucia@planillas.pe' },
              ],
            },
          }
        : { Groups: [] };
    const user = await admin.createUser({
      username: 'lucia',
      email: 'lucia@planillas.pe',
      name: 'Lucía',
      sendInvitation: false,
    });
    expect(user).toMatchObject({
      username: 'lucia',
      sub: 's-1',
      status: 'FORCE_CHANGE_PASSWORD',
      groups: [],
    });
    expect(sent[0]).toMatchObject({
      name: AdminCreateUserCommand.name,
      input: {
        UserPoolId: 'eu-west-1_Pool',
        Username: 'lucia',
        MessageAction: 'SUPPRESS',
        UserAttributes: expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]),
      },
    });
  });

  it("maps Cognito's exceptions to PoolAdminError and missing users to undefined", async () => {
    const fail = (name: string) => () => {
      throw new CognitoIdentityProviderServiceException({
        name,
        $fault: 'client',
        $metadata: {},
        message: name,
      });
    };
    reply = fail('UserNotFoundException');
    expect(await admin.getUser('nadie')).toBeUndefined();
    await expect(admin.disableUser('nadie')).rejects.toMatchObject({ code: 'UserNotFoundException' });
    reply = fail('UsernameExistsException');
    await expect(admin.createUser({ username: 'x', email: 'x@y.pe', name: 'x' })).rejects.toBeInstanceOf(
      PoolAdminError,
    );
    reply = fail('SomethingNew');
    await expect(admin.enableUser('x')).rejects.toMatchObject({ code: 'InternalErrorException' });
    expect(sent.some((s) => s.name === AdminGetUserCommand.name)).toBe(true);
    expect(sent.some((s) => s.name === AdminDisableUserCommand.name)).toBe(true);
  });

  it('searches username, e-mail and name with prefix filters and merges the results', async () => {
    sent.length = 0;
    reply = (name, input) => {
      if (name !== 'ListUsersCommand') return { Groups: [] };
      const filter = String(input.Filter);
      if (filter.startsWith('username')) return { Users: [{ Username: 'zoila', Attributes: [] }] };
      if (filter.startsWith('email'))
        return {
          Users: [
            { Username: 'zoila', Attributes: [] },
            { Username: 'ana', Attributes: [] },
          ],
        };
      return { Users: [] };
    };
    const page = await admin.listUsers({ filter: 'zo"ila' });
    expect(page.users.map((u) => u.username)).toEqual(['ana', 'zoila']);
    expect(sent.filter((s) => s.name === ListUsersCommand.name).map((s) => s.input.Filter)).toEqual([
      'username ^= "zoila"',
      'email ^= "zoila"',
      'name ^= "zoila"',
    ]);
  });
});
