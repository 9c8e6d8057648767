import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import {
  answerChallenge,
  createConfirmedUser,
  describeContract,
  errorName,
  signIn,
  type PoolTarget,
} from '../support/pool-target';

const totp = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

const initiate = (t: PoolTarget, username: string, password: string, flow = 'USER_PASSWORD_AUTH') =>
  t.client.send(
    new InitiateAuthCommand({
      AuthFlow: flow as 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

describeContract(
  'TOTP MFA: AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference',
  (target, { builtin }) => {
    it.skipIf(!builtin)('sets up an authenticator app and then asks for its code at sign-in', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const { AccessToken } = await signIn(t, user.username, user.password);
      const { SecretCode } = await t.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
      expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
      expect(
        await errorName(
          t.client.send(
            new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
          ),
        ),
      ).toBe('InvalidParameterException');
      const wrongCode = totp(SecretCode as string, new Date(t.clock!.now().getTime() + 5 * 60_000));
      expect(
        await errorName(t.client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: wrongCode }))),
      ).toBe('EnableSoftwareTokenMFAException');
      const verified = await t.client.send(
        new VerifySoftwareTokenCommand({ AccessToken, UserCode: totp(SecretCode as string, t.clock!.now()) }),
      );
      expect(verified.Status).toBe('SUCCESS');
      await t.client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      const me = await t.client.send(new GetUserCommand({ AccessToken }));
      expect(me.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);

      t.clock!.advance(30_000);
      const first = await initiate(t, user.username, user.password);
      expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      const bad = await answerChallenge(t, 'SOFTWARE_TOKEN_MFA', first.Session as string, {
        USERNAME: user.username,
        SOFTWARE_TOKEN_MFA_CODE: totp(SecretCode as string, new Date(t.clock!.now().getTime() + 10 * 60_000)),
      }).catch((e: Error) => e);
      expect(bad).toMatchObject({ name: 'CodeMismatchException' });
      const code = totp(SecretCode as string, t.clock!.now());
      const done = await answerChallenge(t, 'SOFTWARE_TOKEN_MFA', first.Session as string, {
        USERNAME: user.username,
        SOFTWARE_TOKEN_MFA_CODE: code,
      });
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();

      // The same code cannot be used twice.
      const again = await initiate(t, user.username, user.password);
      expect(
        await errorName(
          answerChallenge(t, 'SOFTWARE_TOKEN_MFA', again.Session as string, {
            USERNAME: user.username,
            SOFTWARE_TOKEN_MFA_CODE: code,
          }),
        ),
      ).toBe('CodeMismatchException');
    });
  },
);

describeContract(
  'MFA_SETUP when the pool requires MFA',
  (target) => {
    it('makes a user without an authenticator set one up during sign-in', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const first = await initiate(t, user.username, user.password);
      expect(first.ChallengeName).toBe('MFA_SETUP');
      expect(JSON.parse(first.ChallengeParameters?.MFAS_CAN_SETUP ?? '[]')).toContain('SOFTWARE_TOKEN_MFA');
      const associated = await t.client.send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
      expect(
        await errorName(
          answerChallenge(t, 'MFA_SETUP', associated.Session as string, { USERNAME: user.username }),
        ),
      ).toBe('InvalidParameterException');
      const verified = await t.client.send(
        new VerifySoftwareTokenCommand({
          Session: associated.Session,
          UserCode: totp(associated.SecretCode as string, t.clock!.now()),
        }),
      );
      expect(verified).toMatchObject({ Status: 'SUCCESS' });
      const done = await answerChallenge(t, 'MFA_SETUP', verified.Session as string, {
        USERNAME: user.username,
      });
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
      t.clock!.advance(30_000);
      expect((await initiate(t, user.username, user.password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    });
  },
  { IDENTITY_MFA: 'on' },
);

describeContract(
  'CUSTOM_CHALLENGE: the e-mailed sign-in code',
  (target, { builtin }) => {
    it.skipIf(!builtin)('asks every user for the e-mailed code after the password', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const first = await initiate(t, user.username, user.password);
      expect(first.ChallengeName).toBe('CUSTOM_CHALLENGE');
      expect(first.ChallengeParameters).toMatchObject({
        CHALLENGE_TYPE: 'EMAIL_CODE',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      });
      const code = await t.readCode!(user.username, 'SIGN_IN');
      const wrong = await answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, {
        USERNAME: user.username,
        ANSWER: code === '000000' ? '111111' : '000000',
      }).catch((e: Error) => e);
      expect(wrong).toMatchObject({ name: 'CodeMismatchException' });
      const done = await answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, {
        USERNAME: user.username,
        ANSWER: code,
      });
      expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    });

    it.skipIf(!builtin)('ends the sign-in after too many wrong codes', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const first = await initiate(t, user.username, user.password);
      const code = await t.readCode!(user.username, 'SIGN_IN');
      const answer = (ANSWER: string) =>
        answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, { USERNAME: user.username, ANSWER });
      for (let i = 0; i < 4; i++)
        expect(await errorName(answer(code === '000000' ? '111111' : '000000'))).toBe(
          'CodeMismatchException',
        );
      expect(await errorName(answer(code === '000000' ? '111111' : '000000'))).toBe('NotAuthorizedException');
      expect(await errorName(answer(code))).toBe('NotAuthorizedException');
    });

    it.skipIf(!builtin)('refuses the code once its sign-in session expired', async () => {
      const t = target();
      const user = await createConfirmedUser(t);
      const first = await initiate(t, user.username, user.password);
      const code = await t.readCode!(user.username, 'SIGN_IN');
      await t.expireCodes!(user.username);
      const error = await answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, {
        USERNAME: user.username,
        ANSWER: code,
      }).catch((e: Error) => e);
      expect(error).toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Invalid session for the user, session is expired.',
      });
    });
  },
  { IDENTITY_EMAIL_SIGN_IN_CODE: 'true' },
);

describeContract('CUSTOM_AUTH and per-user e-mail codes', (target, { builtin }) => {
  it.skipIf(!builtin)('CUSTOM_AUTH with the password issues the e-mailed code challenge', async () => {
    const t = target();
    const user = await createConfirmedUser(t);
    const first = await initiate(t, user.username, user.password, 'CUSTOM_AUTH');
    expect(first.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const done = await answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, {
      USERNAME: user.username,
      ANSWER: await t.readCode!(user.username, 'SIGN_IN'),
    });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it.skipIf(!builtin)('CUSTOM_AUTH without the password asks for it first', async () => {
    const t = target();
    const user = await createConfirmedUser(t);
    const first = await t.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: t.clientId,
        AuthParameters: { USERNAME: user.username },
      }),
    );
    expect(first.ChallengeParameters?.CHALLENGE_TYPE).toBe('PASSWORD');
    const wrong = await answerChallenge(t, 'CUSTOM_CHALLENGE', first.Session as string, {
      USERNAME: user.username,
      ANSWER: 'No-Es-La-Clave-1',
    }).catch((e: Error) => e);
    expect(wrong).toMatchObject({ name: 'NotAuthorizedException' });
    const again = await t.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: t.clientId,
        AuthParameters: { USERNAME: user.username },
      }),
    );
    const second = await answerChallenge(t, 'CUSTOM_CHALLENGE', again.Session as string, {
      USERNAME: user.username,
      ANSWER: user.password,
    });
    expect(second.ChallengeParameters?.CHALLENGE_TYPE).toBe('EMAIL_CODE');
    const done = await answerChallenge(t, 'CUSTOM_CHALLENGE', second.Session as string, {
      USERNAME: user.username,
      ANSWER: await t.readCode!(user.username, 'SIGN_IN'),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it.skipIf(!builtin)('a user can turn the e-mailed code on for themselves (EmailMfaSettings)', async () => {
    const t = target();
    const user = await createConfirmedUser(t);
    const { AccessToken } = await signIn(t, user.username, user.password);
    await t.client.send(
      new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }),
    );
    expect((await initiate(t, user.username, user.password)).ChallengeName).toBe('CUSTOM_CHALLENGE');
    const other = await createConfirmedUser(t);
    await signIn(t, other.username, other.password);
  });
});
