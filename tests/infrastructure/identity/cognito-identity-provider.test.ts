import { describe, expect, it } from 'vitest';
import { CognitoIdentityProvider } from '../../../src/infrastructure/identity/cognito/cognito-identity-provider';
import { InstantClock } from '../../support/fakes/identity/fake-clock';

type Handler = (command: string, input: Record<string, unknown>) => unknown;

/** A stand-in for the SDK module: command classes that keep their input, a client that answers by script. */
function fakeSdk(handler: Handler) {
  const configs: unknown[] = [];
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const command = (name: string) =>
    class {
      readonly commandName = name;
      constructor(readonly input: Record<string, unknown>) {}
    };
  const names = [
    'AssociateSoftwareToken',
    'ConfirmForgotPassword',
    'ForgetDevice',
    'ForgotPassword',
    'GetDevice',
    'GetUserAttributeVerificationCode',
    'GlobalSignOut',
    'InitiateAuth',
    'ListDevices',
    'RespondToAuthChallenge',
    'RevokeToken',
    'SignUp',
    'UpdateDeviceStatus',
    'VerifySoftwareToken',
    'VerifyUserAttribute',
  ];
  const module: Record<string, unknown> = Object.fromEntries(names.map((n) => [`${n}Command`, command(n)]));
  module.CognitoIdentityProviderClient = class {
    constructor(config: unknown) {
      configs.push(config);
    }
    async send(cmd: { commandName: string; input: Record<string, unknown> }) {
      sent.push({ command: cmd.commandName, input: cmd.input });
      return handler(cmd.commandName, cmd.input);
    }
  };
  return { module, configs, sent };
}

function makeSut(handler: Handler = () => ({})) {
  const sdk = fakeSdk(handler);
  let loads = 0;
  const sut = new CognitoIdentityProvider(
    {
      region: 'us-east-1',
      userPoolId: 'us-east-1_Planillas',
      clientId: 'planillas-web',
      endpoint: 'http://localhost:8080/cognito',
    },
    {
      clock: new InstantClock(),
      loadSdk: async () => {
        loads++;
        return sdk.module as never;
      },
    },
  );
  return { sut, ...sdk, loads: () => loads };
}

const tokens = { AuthenticationResult: { IdToken: 'id', AccessToken: 'access', RefreshToken: 'refresh' } };

describe('CognitoIdentityProvider', () => {
  it('loads the SDK once, on first use, configured for the pool with its own retries off', async () => {
    const { sut, configs, loads } = makeSut(() => tokens);
    expect(loads()).toBe(0);
    await sut.initiatePasswordAuth('ana', 'x');
    await sut.initiatePasswordAuth('ana', 'x');
    expect(loads()).toBe(1);
    expect(configs).toEqual([
      {
        region: 'us-east-1',
        endpoint: 'http://localhost:8080/cognito',
        maxAttempts: 1,
        requestHandler: { requestTimeout: 10_000 },
      },
    ]);
  });

  it('InitiateAuth USER_PASSWORD_AUTH answers tokens or a challenge', async () => {
    const { sut, sent } = makeSut((_c, input) =>
      (input.AuthParameters as Record<string, string>).USERNAME === 'ana'
        ? tokens
        : {
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            Session: 's1',
            ChallengeParameters: { USER_ID_FOR_SRP: 'nuevo' },
          },
    );
    await expect(sut.initiatePasswordAuth('ana', 'clave')).resolves.toEqual({
      kind: 'tokens',
      tokens: { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' },
    });
    expect(sent[0]).toEqual({
      command: 'InitiateAuth',
      input: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'planillas-web',
        AuthParameters: { USERNAME: 'ana', PASSWORD: 'clave' },
      },
    });
    await expect(sut.initiatePasswordAuth('nuevo', 'clave')).resolves.toEqual({
      kind: 'challenge',
      name: 'NEW_PASSWORD_REQUIRED',
      session: 's1',
      parameters: { USER_ID_FOR_SRP: 'nuevo' },
    });
  });

  it('sends each command with its input', async () => {
    const { sut, sent } = makeSut((command) => {
      if (command === 'RespondToAuthChallenge' || command === 'InitiateAuth') return tokens;
      if (command === 'AssociateSoftwareToken') return { SecretCode: 'SECRET', Session: 's2' };
      if (command === 'VerifySoftwareToken') return { Status: 'SUCCESS', Session: 's3' };
      if (command === 'ForgotPassword') return { CodeDeliveryDetails: { Destination: 'a***@p***' } };
      if (command === 'SignUp') return { UserConfirmed: false, UserSub: 'sub' };
      if (command === 'ListDevices')
        return { Devices: [{ DeviceKey: 'd1', DeviceAttributes: [{ Name: 'device_name', Value: 'PC' }] }] };
      if (command === 'GetDevice') return { Device: { DeviceKey: 'd1' } };
      return {};
    });
    await sut.respondToAuthChallenge({
      challengeName: 'CUSTOM_CHALLENGE',
      session: 's',
      responses: { USERNAME: 'a', ANSWER: '1' },
    });
    await expect(sut.refreshTokens('r')).resolves.toEqual({
      idToken: 'id',
      accessToken: 'access',
      refreshToken: 'refresh',
    });
    await expect(sut.associateSoftwareToken('s1')).resolves.toEqual({ secretCode: 'SECRET', session: 's2' });
    await expect(
      sut.verifySoftwareToken({ session: 's2', code: '123456', deviceName: 'SP' }),
    ).resolves.toEqual({ session: 's3' });
    await expect(sut.forgotPassword('ana')).resolves.toEqual({ destination: 'a***@p***' });
    await sut.confirmForgotPassword({ username: 'ana', code: '1', newPassword: 'N' });
    await expect(sut.signUp({ username: 'u', password: 'p', attributes: { name: 'N' } })).resolves.toEqual({
      userConfirmed: false,
      userSub: 'sub',
    });
    await sut.globalSignOut('access');
    await sut.revokeToken('refresh');
    await sut.getUserAttributeVerificationCode('access', 'email');
    await sut.verifyUserAttribute('access', 'email', '1');
    await expect(sut.listDevices('access', { limit: 60 })).resolves.toEqual({
      devices: [{ key: 'd1', name: 'PC' }],
    });
    await sut.getDevice('access', 'd1');
    await sut.updateDeviceStatus('access', 'd1', true);
    await sut.forgetDevice('access', 'd1');
    expect(sent).toEqual([
      {
        command: 'RespondToAuthChallenge',
        input: {
          ClientId: 'planillas-web',
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: 's',
          ChallengeResponses: { USERNAME: 'a', ANSWER: '1' },
        },
      },
      {
        command: 'InitiateAuth',
        input: {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'planillas-web',
          AuthParameters: { REFRESH_TOKEN: 'r' },
        },
      },
      { command: 'AssociateSoftwareToken', input: { Session: 's1' } },
      {
        command: 'VerifySoftwareToken',
        input: { Session: 's2', UserCode: '123456', FriendlyDeviceName: 'SP' },
      },
      { command: 'ForgotPassword', input: { ClientId: 'planillas-web', Username: 'ana' } },
      {
        command: 'ConfirmForgotPassword',
        input: { ClientId: 'planillas-web', Username: 'ana', ConfirmationCode: '1', Password: 'N' },
      },
      {
        command: 'SignUp',
        input: {
          ClientId: 'planillas-web',
          Username: 'u',
          Password: 'p',
          UserAttributes: [{ Name: 'name', Value: 'N' }],
        },
      },
      { command: 'GlobalSignOut', input: { AccessToken: 'access' } },
      { command: 'RevokeToken', input: { ClientId: 'planillas-web', Token: 'refresh' } },
      {
        command: 'GetUserAttributeVerificationCode',
        input: { AccessToken: 'access', AttributeName: 'email' },
      },
      { command: 'VerifyUserAttribute', input: { AccessToken: 'access', AttributeName: 'email', Code: '1' } },
      { command: 'ListDevices', input: { AccessToken: 'access', Limit: 60 } },
      { command: 'GetDevice', input: { AccessToken: 'access', DeviceKey: 'd1' } },
      {
        command: 'UpdateDeviceStatus',
        input: { AccessToken: 'access', DeviceKey: 'd1', DeviceRememberedStatus: 'remembered' },
      },
      { command: 'ForgetDevice', input: { AccessToken: 'access', DeviceKey: 'd1' } },
    ]);
  });

  it('maps provider errors to domain errors', async () => {
    const { sut } = makeSut(() => {
      throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    });
    await expect(sut.initiatePasswordAuth('ana', 'x')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'NotAuthorized',
      message: 'Incorrect username or password.',
    });
  });

  it('tries a call that cannot reach the provider 3 times, then gives up with a clear message', async () => {
    const { sut, sent } = makeSut(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sut.forgotPassword('ana')).rejects.toMatchObject({
      code: 'ProviderUnavailable',
      message: expect.stringContaining('después de 3 intentos'),
    });
    expect(sent).toHaveLength(3);
  });
});
