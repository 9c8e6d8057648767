import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-database';
import {
  answerChallenge,
  builtinTarget,
  createConfirmedUser,
  errorName,
  NEW_PASSWORD,
  signIn,
  type PoolTarget,
} from './support/pool-target';

describe.each(databaseKinds())('sign-in on %s', (kind) => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget(kind, { ADMIN_TEMPORARY_PASSWORD: 'Temporal-Admin-1' });
  });
  afterAll(async () => target?.close());

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const user = await createConfirmedUser(target);
    const result = await signIn(target, user.username, user.password);
    expect(result.AccessToken).toBeTruthy();
    expect(result.IdToken).toBeTruthy();
    expect(result.RefreshToken).toBeTruthy();
    expect(result.ExpiresIn).toBe(3600);
  });

  it('makes the administrator choose a new password at the first sign-in', async () => {
    const first = await target.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: target.clientId,
        AuthParameters: { USERNAME: 'admin', PASSWORD: 'Temporal-Admin-1' },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await answerChallenge(target, 'NEW_PASSWORD_REQUIRED', first.Session as string, {
      USERNAME: 'admin',
      NEW_PASSWORD,
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    await signIn(target, 'admin', NEW_PASSWORD);
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    const user = await createConfirmedUser(target);
    const sent = await target.client.send(
      new ForgotPasswordCommand({ ClientId: target.clientId, Username: user.username }),
    );
    expect(sent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const code = await target.readCode!(user.username, 'FORGOT_PASSWORD');
    expect(
      await errorName(
        target.client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: target.clientId,
            Username: user.username,
            ConfirmationCode: code === '000000' ? '111111' : '000000',
            Password: NEW_PASSWORD,
          }),
        ),
      ),
    ).toBe('CodeMismatchException');
    await target.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: target.clientId,
        Username: user.username,
        ConfirmationCode: code,
        Password: NEW_PASSWORD,
      }),
    );
    await signIn(target, user.username, NEW_PASSWORD);
    expect(await errorName(signIn(target, user.username, user.password))).toBe('NotAuthorizedException');
  });
});
