import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, it } from 'vitest';
import {
  createConfirmedUser,
  describeContract,
  errorName,
  NEW_PASSWORD,
  PASSWORD,
  signIn,
  uniqueName,
  type PoolTarget,
} from '../support/pool-target';

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describeContract('SignUp, ConfirmSignUp, ForgotPassword and ConfirmForgotPassword', (target, { builtin }) => {
  const signUp = (t: PoolTarget, username: string, password = PASSWORD, attributes = true) =>
    t.client.send(
      new SignUpCommand({
        ClientId: t.clientId,
        Username: username,
        Password: password,
        UserAttributes: attributes
          ? [
              { Name: 'email', Value: `${username}@planillas.test` },
              { Name: 'name', Value: 'Nueva Persona' },
            ]
          : [{ Name: 'name', Value: 'Nueva Persona' }],
      }),
    );
  const confirm = (username: string, code: string) =>
    target().client.send(
      new ConfirmSignUpCommand({ ClientId: target().clientId, Username: username, ConfirmationCode: code }),
    );
  const forgot = (username: string) =>
    target().client.send(new ForgotPasswordCommand({ ClientId: target().clientId, Username: username }));
  const reset = (username: string, code: string, password = NEW_PASSWORD) =>
    target().client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: target().clientId,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );

  it.skipIf(!builtin)('signs up, confirms with the e-mailed code and signs in', async () => {
    const username = uniqueName('alta');
    const out = await signUp(target(), username);
    expect(out.UserConfirmed).toBe(false);
    expect(out.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.CodeDeliveryDetails).toEqual({
      Destination: `${username[0]}***@p***`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(await errorName(signIn(target(), username, PASSWORD))).toBe('UserNotConfirmedException');
    const code = await target().readCode!(username, 'SIGN_UP');
    expect(code).toMatch(/^\d{6}$/);
    expect(await errorName(confirm(username, wrong(code)))).toBe('CodeMismatchException');
    await confirm(username, code);
    expect(await errorName(confirm(username, code))).toBe('NotAuthorizedException');
    await signIn(target(), username, PASSWORD);
  });

  it.skipIf(!builtin)(
    'accepts a username that is an e-mail address without an e-mail attribute',
    async () => {
      const username = `${uniqueName('correo')}@planillas.test`;
      const out = await signUp(target(), username, PASSWORD, false);
      expect(out.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
      expect(await errorName(signUp(target(), uniqueName('sincorreo'), PASSWORD, false))).toBe(
        'InvalidParameterException',
      );
    },
  );

  it('refuses an existing username (UsernameExistsException) and a weak password (InvalidPasswordException)', async () => {
    const user = await createConfirmedUser(target());
    expect(await errorName(signUp(target(), user.username))).toBe('UsernameExistsException');
    expect(await errorName(signUp(target(), user.username.toUpperCase()))).toBe('UsernameExistsException');
    const weak = await signUp(target(), uniqueName('debil'), 'sinmayusculas1!').catch((e: Error) => e);
    expect(weak).toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    expect(await errorName(signUp(target(), uniqueName('corta'), 'Ab1!'))).toMatch(
      /InvalidPasswordException|InvalidParameterException/,
    );
  });

  it.skipIf(!builtin)(
    'expires sign-up codes after 24 hours (ExpiredCodeException) and sends new ones',
    async () => {
      const username = uniqueName('caduca');
      await signUp(target(), username);
      const old = await target().readCode!(username, 'SIGN_UP');
      target().clock!.advance(24 * 3600_000 + 1000);
      expect(await errorName(confirm(username, old))).toBe('ExpiredCodeException');
      await target().client.send(
        new ResendConfirmationCodeCommand({ ClientId: target().clientId, Username: username }),
      );
      const fresh = await target().readCode!(username, 'SIGN_UP');
      await confirm(username, fresh);
    },
  );

  it.skipIf(!builtin)('resets a forgotten password with the code, once', async () => {
    const user = await createConfirmedUser(target());
    const out = await forgot(user.username);
    expect(out.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const code = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    const weak = await reset(user.username, code, 'débil').catch((e: Error) => e);
    expect(weak).toMatchObject({ name: 'InvalidPasswordException' });
    await reset(user.username, code);
    expect(await errorName(reset(user.username, code, 'Otra-Clave-Mas-5'))).toBe('ExpiredCodeException');
    await signIn(target(), user.username, NEW_PASSWORD);
    expect(await errorName(signIn(target(), user.username, user.password))).toBe('NotAuthorizedException');
  });

  it('answers UserNotFoundException to ForgotPassword for an unknown user', async () => {
    expect(await errorName(forgot(uniqueName('nadie')))).toBe('UserNotFoundException');
  });

  it.skipIf(!builtin)('counts wrong codes and then refuses with LimitExceededException', async () => {
    const user = await createConfirmedUser(target());
    await forgot(user.username);
    const code = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    for (let i = 0; i < 5; i++)
      expect(await errorName(reset(user.username, wrong(code)))).toBe('CodeMismatchException');
    const limited = await reset(user.username, code).catch((e: Error) => e);
    expect(limited).toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it.skipIf(!builtin)('expires reset codes after an hour, and at once through the test hook', async () => {
    const user = await createConfirmedUser(target());
    await forgot(user.username);
    const code = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    target().clock!.advance(60 * 60_000 + 1000);
    expect(await errorName(reset(user.username, code))).toBe('ExpiredCodeException');

    await forgot(user.username);
    const second = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    await target().expireCodes!(user.username);
    expect(await errorName(reset(user.username, second))).toBe('ExpiredCodeException');
  });

  it.skipIf(!builtin)('replaces an outstanding code when a new one is sent', async () => {
    const user = await createConfirmedUser(target());
    await forgot(user.username);
    const first = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    await forgot(user.username);
    const second = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    if (first !== second) expect(await errorName(reset(user.username, first))).toBe('CodeMismatchException');
    await reset(user.username, second);
  });

  it.skipIf(!builtin)('limits codes sent to one user (LimitExceededException)', async () => {
    const user = await createConfirmedUser(target());
    for (let i = 0; i < 5; i++) await forgot(user.username);
    const limited = await forgot(user.username).catch((e: Error) => e);
    expect(limited).toMatchObject({ name: 'LimitExceededException' });
    target().clock!.advance(60 * 60_000 + 1000);
    await forgot(user.username);
  });

  it('lets a user required to reset their password do it with the administrator-sent code', async () => {
    const user = await createConfirmedUser(target());
    await target().admin.resetPassword(user.username);
    expect((await target().admin.getUser(user.username))?.status).toBe('RESET_REQUIRED');
    if (!builtin) return;
    const code = await target().readCode!(user.username, 'FORGOT_PASSWORD');
    await reset(user.username, code);
    await signIn(target(), user.username, NEW_PASSWORD);
  });
});
