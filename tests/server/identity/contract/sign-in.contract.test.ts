import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import {
  answerChallenge,
  createConfirmedUser,
  describeContract,
  errorName,
  NEW_PASSWORD,
  PASSWORD,
  signIn,
  uniqueName,
} from '../support/pool-target';

describeContract('InitiateAuth and RespondToAuthChallenge', (target, { builtin }) => {
  const initiate = (AuthFlow: string, AuthParameters: Record<string, string>, ClientId = target().clientId) =>
    target().client.send(
      new InitiateAuthCommand({ AuthFlow: AuthFlow as 'USER_PASSWORD_AUTH', ClientId, AuthParameters }),
    );

  it('signs in with USER_PASSWORD_AUTH and returns tokens with Cognito claims', async () => {
    const user = await createConfirmedUser(target(), { groups: ['planilleros'] });
    const result = await signIn(target(), user.username, user.password);
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.RefreshToken).toBeTruthy();
    expect(decodeProtectedHeader(result.AccessToken as string)).toMatchObject({ alg: 'RS256' });
    const access = decodeJwt(result.AccessToken as string);
    const id = decodeJwt(result.IdToken as string);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: target().clientId,
      username: user.username,
      scope: 'aws.cognito.signin.user.admin',
      'cognito:groups': ['planilleros'],
    });
    expect(id).toMatchObject({
      token_use: 'id',
      aud: target().clientId,
      'cognito:username': user.username,
      email: user.email,
      email_verified: true,
      name: `Nombre ${user.username}`,
      'cognito:groups': ['planilleros'],
    });
    for (const token of [access, id]) {
      expect(token.sub).toBe(access.sub);
      expect(token.iss).toMatch(new RegExp(`/${target().userPoolId}$`));
      expect(token.exp! - token.iat!).toBe(3600);
      expect(typeof token.jti).toBe('string');
      expect(typeof token.auth_time).toBe('number');
      expect(token.origin_jti).toBe(access.origin_jti);
    }
  });

  it('accepts the username in any case (usernames are case-insensitive)', async () => {
    const user = await createConfirmedUser(target());
    const result = await signIn(target(), user.username.toUpperCase(), user.password);
    expect(decodeJwt(result.AccessToken as string).username).toBe(user.username);
  });

  it('refreshes tokens with REFRESH_TOKEN_AUTH (no new refresh token)', async () => {
    const user = await createConfirmedUser(target());
    const first = await signIn(target(), user.username, user.password);
    const out = await initiate('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: first.RefreshToken as string });
    expect(out.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(out.AuthenticationResult?.RefreshToken).toBeUndefined();
    expect(decodeJwt(out.AuthenticationResult?.AccessToken as string).origin_jti).toBe(
      decodeJwt(first.AccessToken as string).origin_jti,
    );
    expect(await errorName(initiate('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: 'not-a-refresh-token' }))).toBe(
      'NotAuthorizedException',
    );
  });

  it('refuses a wrong password with NotAuthorizedException', async () => {
    const user = await createConfirmedUser(target());
    const error = await initiate('USER_PASSWORD_AUTH', {
      USERNAME: user.username,
      PASSWORD: 'Otra-Clave-99',
    }).catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it.skipIf(!builtin)('answers UserNotFoundException for an unknown user', async () => {
    expect(await errorName(initiate('USER_PASSWORD_AUTH', { USERNAME: uniqueName('nadie'), PASSWORD }))).toBe(
      'UserNotFoundException',
    );
  });

  it('refuses a disabled user with NotAuthorizedException "User is disabled."', async () => {
    const user = await createConfirmedUser(target());
    await target().admin.disableUser(user.username);
    const error = await signIn(target(), user.username, user.password).catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    await target().admin.enableUser(user.username);
    await signIn(target(), user.username, user.password);
  });

  it('asks a user with a reset password to reset it (PasswordResetRequiredException)', async () => {
    const user = await createConfirmedUser(target());
    await target().admin.resetPassword(user.username);
    expect(await errorName(signIn(target(), user.username, user.password))).toBe(
      'PasswordResetRequiredException',
    );
  });

  it('makes a user with a temporary password choose a new one (NEW_PASSWORD_REQUIRED)', async () => {
    const username = uniqueName('nuevo');
    await target().admin.createUser({
      username,
      email: `${username}@planillas.test`,
      name: 'Persona Nueva',
      temporaryPassword: 'Temporal-Clave-1',
      sendInvitation: false,
    });
    const first = await initiate('USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: 'Temporal-Clave-1' });
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(first.Session).toBeTruthy();
    expect(JSON.parse(first.ChallengeParameters?.userAttributes ?? '{}')).toMatchObject({
      email: `${username}@planillas.test`,
    });
    expect(
      await errorName(
        answerChallenge(target(), 'NEW_PASSWORD_REQUIRED', first.Session as string, {
          USERNAME: username,
          NEW_PASSWORD: 'corta',
        }),
      ),
    ).toBe('InvalidPasswordException');
    const done = await answerChallenge(target(), 'NEW_PASSWORD_REQUIRED', first.Session as string, {
      USERNAME: username,
      NEW_PASSWORD,
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    expect((await target().admin.getUser(username))?.status).toBe('CONFIRMED');
    // The session was used: it cannot answer again.
    expect(
      await errorName(
        answerChallenge(target(), 'NEW_PASSWORD_REQUIRED', first.Session as string, {
          USERNAME: username,
          NEW_PASSWORD: 'Otra-Nueva-Clave-3',
        }),
      ),
    ).toBe('NotAuthorizedException');
    await signIn(target(), username, NEW_PASSWORD);
  });

  it('refuses an unknown client with ResourceNotFoundException', async () => {
    expect(
      await errorName(initiate('USER_PASSWORD_AUTH', { USERNAME: 'x', PASSWORD }, 'clientedesconocido1')),
    ).toMatch(/ResourceNotFoundException|NotAuthorizedException/);
  });

  it('validates parameters with InvalidParameterException', async () => {
    expect(await errorName(initiate('USER_PASSWORD_AUTH', { USERNAME: 'x' }))).toBe(
      'InvalidParameterException',
    );
    expect(await errorName(initiate('USER_SRP_AUTH', { USERNAME: 'x', SRP_A: 'abc' }))).toBe(
      'InvalidParameterException',
    );
    expect(
      await errorName(
        answerChallenge(target(), 'NEW_PASSWORD_REQUIRED', 'x'.repeat(40), { USERNAME: 'x', NEW_PASSWORD }),
      ),
    ).toBe('NotAuthorizedException');
  });

  it.skipIf(!builtin)(
    'locks an account after repeated wrong passwords ("Password attempts exceeded")',
    async () => {
      const user = await createConfirmedUser(target());
      for (let i = 0; i < 5; i++) {
        expect(await errorName(signIn(target(), user.username, `Mala-Clave-${i}x`))).toBe(
          'NotAuthorizedException',
        );
      }
      const locked = await signIn(target(), user.username, user.password).catch((e: Error) => e);
      expect(locked).toMatchObject({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });
      target().clock!.advance(2_000);
      await signIn(target(), user.username, user.password);
    },
  );

  it.skipIf(!builtin)('expires a challenge session after 3 minutes', async () => {
    const username = uniqueName('lento');
    await target().admin.createUser({
      username,
      email: `${username}@planillas.test`,
      name: 'Lento',
      temporaryPassword: 'Temporal-Clave-1',
      sendInvitation: false,
    });
    const first = await initiate('USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: 'Temporal-Clave-1' });
    target().clock!.advance(3 * 60_000 + 1000);
    const error = await answerChallenge(target(), 'NEW_PASSWORD_REQUIRED', first.Session as string, {
      USERNAME: username,
      NEW_PASSWORD,
    }).catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it.skipIf(!builtin)('refuses a temporary password after 7 days', async () => {
    const username = uniqueName('tarde');
    await target().admin.createUser({
      username,
      email: `${username}@planillas.test`,
      name: 'Tarde',
      temporaryPassword: 'Temporal-Clave-1',
      sendInvitation: false,
    });
    target().clock!.advance(7 * 86_400_000 + 1000);
    const error = await initiate('USER_PASSWORD_AUTH', {
      USERNAME: username,
      PASSWORD: 'Temporal-Clave-1',
    }).catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Temporary password has expired and must be reset by an administrator.',
    });
  });
});
