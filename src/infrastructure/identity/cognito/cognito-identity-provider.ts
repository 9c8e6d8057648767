import type { Clock } from '../../../application/identity/ports/clock';
import type {
  AuthResponse,
  CallOptions,
  DevicePage,
  DeviceSummary,
  IdentityProvider,
} from '../../../application/identity/ports/identity-provider';
import type { Logger } from '../../../application/ports/logger';
import type { IdentityConfig } from '../../../domain/app/runtime-config';
import { AuthError } from '../../../domain/identity/errors';
import type { TokenSet } from '../../../domain/identity/session';
import { withRetry } from '../with-retry';
import { mapProviderError } from './cognito-errors';
import type * as SdkModule from './cognito-sdk';

type Sdk = typeof SdkModule;
type Client = InstanceType<Sdk['CognitoIdentityProviderClient']>;
type ClientConfig = SdkModule.CognitoIdentityProviderClientConfig;

/** Each attempt gives up after this long (then it counts as a timeout and is retried). */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface CognitoAdapterOptions {
  readonly clock: Clock;
  readonly logger?: Logger;
  readonly random?: () => number;
  /** Loads the SDK; by default a dynamic import, so the first page does not carry it. */
  readonly loadSdk?: () => Promise<Sdk>;
  /** Extra client configuration (tests pass a request handler). */
  readonly clientConfig?: Partial<ClientConfig>;
}

/** A command class of the SDK, whatever its input and output. */
type CommandClass = new (input: never) => unknown;

/**
 * The identity-provider port over the bare CognitoIdentityProviderClient and the individual commands,
 * configured from region, user pool id, web client id and an optional endpoint (the built-in pool).
 * The SDK's own retries are off: every call is tried at most 3 times by `withRetry`, and every error
 * becomes a domain AuthError in `mapProviderError`.
 */
export class CognitoIdentityProvider implements IdentityProvider {
  private sdk: Promise<{ sdk: Sdk; client: Client }> | undefined;

  constructor(
    private readonly config: IdentityConfig,
    private readonly options: CognitoAdapterOptions,
  ) {}

  private load(): Promise<{ sdk: Sdk; client: Client }> {
    this.sdk ??= (this.options.loadSdk ?? (() => import('./cognito-sdk')))()
      .then((sdk) => {
        const client = new sdk.CognitoIdentityProviderClient({
          region: this.config.region,
          ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
          maxAttempts: 1,
          requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS },
          ...this.options.clientConfig,
        } as ClientConfig);
        return { sdk, client };
      })
      .catch((error: unknown) => {
        this.sdk = undefined;
        throw new AuthError('Network', `No se pudo cargar el cliente de autenticación: ${String(error)}`);
      });
    return this.sdk;
  }

  /** Sends one command with retries; every failure is a domain error. */
  private async send<O>(
    what: string,
    command: (sdk: Sdk) => { cls: CommandClass; input: object },
    options: CallOptions = {},
  ): Promise<O> {
    const { sdk, client } = await this.load();
    return withRetry(
      async () => {
        const { cls, input } = command(sdk);
        try {
          const instance = new cls(input as never);
          return (await client.send(instance as never, { abortSignal: options.signal })) as O;
        } catch (error) {
          throw mapProviderError(error);
        }
      },
      {
        clock: this.options.clock,
        ...(this.options.random ? { random: this.options.random } : {}),
        ...(this.options.logger ? { logger: this.options.logger } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        what,
      },
    );
  }

  private get clientId(): string {
    return this.config.clientId;
  }

  async initiatePasswordAuth(username: string, password: string, options?: CallOptions) {
    const output = await this.send<AuthOutput>(
      'InitiateAuth',
      (sdk) => ({
        cls: sdk.InitiateAuthCommand,
        input: {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: this.clientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        },
      }),
      options,
    );
    return authResponse(output);
  }

  async respondToAuthChallenge(
    input: { challengeName: string; session: string; responses: Readonly<Record<string, string>> },
    options?: CallOptions,
  ) {
    const output = await this.send<AuthOutput>(
      'RespondToAuthChallenge',
      (sdk) => ({
        cls: sdk.RespondToAuthChallengeCommand,
        input: {
          ClientId: this.clientId,
          ChallengeName: input.challengeName,
          Session: input.session,
          ChallengeResponses: { ...input.responses },
        },
      }),
      options,
    );
    return authResponse(output);
  }

  async refreshTokens(refreshToken: string, options?: CallOptions): Promise<TokenSet> {
    const output = await this.send<AuthOutput>(
      'InitiateAuth',
      (sdk) => ({
        cls: sdk.InitiateAuthCommand,
        input: {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: this.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        },
      }),
      options,
    );
    const response = authResponse(output);
    if (response.kind !== 'tokens') {
      throw new AuthError('Unknown', `Unexpected challenge ${response.name} while refreshing`);
    }
    return response.tokens;
  }

  async associateSoftwareToken(session: string, options?: CallOptions) {
    const output = await this.send<{ SecretCode?: string; Session?: string }>(
      'AssociateSoftwareToken',
      (sdk) => ({ cls: sdk.AssociateSoftwareTokenCommand, input: { Session: session } }),
      options,
    );
    if (!output.SecretCode) throw new AuthError('Unknown', 'The provider returned no secret code.');
    return { secretCode: output.SecretCode, session: output.Session ?? session };
  }

  async verifySoftwareToken(
    input: { session: string; code: string; deviceName?: string },
    options?: CallOptions,
  ) {
    const output = await this.send<{ Status?: string; Session?: string }>(
      'VerifySoftwareToken',
      (sdk) => ({
        cls: sdk.VerifySoftwareTokenCommand,
        input: {
          Session: input.session,
          UserCode: input.code,
          ...(input.deviceName ? { FriendlyDeviceName: input.deviceName } : {}),
        },
      }),
      options,
    );
    if (output.Status && output.Status !== 'SUCCESS') {
      throw new AuthError('SoftwareTokenMismatch', 'Code mismatch');
    }
    return { session: output.Session ?? input.session };
  }

  async forgotPassword(username: string, options?: CallOptions) {
    const output = await this.send<{ CodeDeliveryDetails?: { Destination?: string } }>(
      'ForgotPassword',
      (sdk) => ({ cls: sdk.ForgotPasswordCommand, input: { ClientId: this.clientId, Username: username } }),
      options,
    );
    const destination = output.CodeDeliveryDetails?.Destination;
    return destination ? { destination } : {};
  }

  async confirmForgotPassword(
    input: { username: string; code: string; newPassword: string },
    options?: CallOptions,
  ): Promise<void> {
    await this.send(
      'ConfirmForgotPassword',
      (sdk) => ({
        cls: sdk.ConfirmForgotPasswordCommand,
        input: {
          ClientId: this.clientId,
          Username: input.username,
          ConfirmationCode: input.code,
          Password: input.newPassword,
        },
      }),
      options,
    );
  }

  async signUp(
    input: { username: string; password: string; attributes: Readonly<Record<string, string>> },
    options?: CallOptions,
  ) {
    const output = await this.send<{ UserConfirmed?: boolean; UserSub?: string }>(
      'SignUp',
      (sdk) => ({
        cls: sdk.SignUpCommand,
        input: {
          ClientId: this.clientId,
          Username: input.username,
          Password: input.password,
          UserAttributes: Object.entries(input.attributes).map(([Name, Value]) => ({ Name, Value })),
        },
      }),
      options,
    );
    return {
      userConfirmed: output.UserConfirmed === true,
      ...(output.UserSub ? { userSub: output.UserSub } : {}),
    };
  }

  async changePassword(
    accessToken: string,
    previousPassword: string,
    proposedPassword: string,
    options?: CallOptions,
  ): Promise<void> {
    await this.send(
      'ChangePassword',
      (sdk) => ({
        cls: sdk.ChangePasswordCommand,
        input: {
          AccessToken: accessToken,
          PreviousPassword: previousPassword,
          ProposedPassword: proposedPassword,
        },
      }),
      options,
    );
  }

  async globalSignOut(accessToken: string, options?: CallOptions): Promise<void> {
    await this.send(
      'GlobalSignOut',
      (sdk) => ({ cls: sdk.GlobalSignOutCommand, input: { AccessToken: accessToken } }),
      options,
    );
  }

  async revokeToken(refreshToken: string, options?: CallOptions): Promise<void> {
    await this.send(
      'RevokeToken',
      (sdk) => ({ cls: sdk.RevokeTokenCommand, input: { ClientId: this.clientId, Token: refreshToken } }),
      options,
    );
  }

  async getUserAttributeVerificationCode(accessToken: string, attribute: string, options?: CallOptions) {
    const output = await this.send<{ CodeDeliveryDetails?: { Destination?: string } }>(
      'GetUserAttributeVerificationCode',
      (sdk) => ({
        cls: sdk.GetUserAttributeVerificationCodeCommand,
        input: { AccessToken: accessToken, AttributeName: attribute },
      }),
      options,
    );
    const destination = output.CodeDeliveryDetails?.Destination;
    return destination ? { destination } : {};
  }

  async verifyUserAttribute(
    accessToken: string,
    attribute: string,
    code: string,
    options?: CallOptions,
  ): Promise<void> {
    await this.send(
      'VerifyUserAttribute',
      (sdk) => ({
        cls: sdk.VerifyUserAttributeCommand,
        input: { AccessToken: accessToken, AttributeName: attribute, Code: code },
      }),
      options,
    );
  }

  async listDevices(
    accessToken: string,
    page: { limit: number; paginationToken?: string },
    options?: CallOptions,
  ): Promise<DevicePage> {
    const output = await this.send<{ Devices?: DeviceOutput[]; PaginationToken?: string }>(
      'ListDevices',
      (sdk) => ({
        cls: sdk.ListDevicesCommand,
        input: {
          AccessToken: accessToken,
          Limit: page.limit,
          ...(page.paginationToken ? { PaginationToken: page.paginationToken } : {}),
        },
      }),
      options,
    );
    return {
      devices: (output.Devices ?? []).map(deviceSummary),
      ...(output.PaginationToken ? { paginationToken: output.PaginationToken } : {}),
    };
  }

  async getDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<DeviceSummary> {
    const output = await this.send<{ Device?: DeviceOutput }>(
      'GetDevice',
      (sdk) => ({ cls: sdk.GetDeviceCommand, input: { AccessToken: accessToken, DeviceKey: deviceKey } }),
      options,
    );
    if (!output.Device) throw new AuthError('ResourceNotFound', 'Device does not exist.');
    return deviceSummary(output.Device);
  }

  async updateDeviceStatus(
    accessToken: string,
    deviceKey: string,
    remembered: boolean,
    options?: CallOptions,
  ): Promise<void> {
    await this.send(
      'UpdateDeviceStatus',
      (sdk) => ({
        cls: sdk.UpdateDeviceStatusCommand,
        input: {
          AccessToken: accessToken,
          DeviceKey: deviceKey,
          DeviceRememberedStatus: remembered ? 'remembered' : 'not_remembered',
        },
      }),
      options,
    );
  }

  async forgetDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<void> {
    await this.send(
      'ForgetDevice',
      (sdk) => ({ cls: sdk.ForgetDeviceCommand, input: { AccessToken: accessToken, DeviceKey: deviceKey } }),
      options,
    );
  }
}

interface AuthOutput {
  readonly AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
  readonly ChallengeName?: string;
  readonly Session?: string;
  readonly ChallengeParameters?: Record<string, string>;
}

interface DeviceOutput {
  readonly DeviceKey?: string;
  readonly DeviceAttributes?: { Name?: string; Value?: string }[];
  readonly DeviceCreateDate?: Date;
  readonly DeviceLastAuthenticatedDate?: Date;
}

function authResponse(output: AuthOutput): AuthResponse {
  const result = output.AuthenticationResult;
  if (result?.IdToken && result.AccessToken) {
    return {
      kind: 'tokens',
      tokens: {
        idToken: result.IdToken,
        accessToken: result.AccessToken,
        ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
      },
    };
  }
  if (output.ChallengeName && output.Session) {
    return {
      kind: 'challenge',
      name: output.ChallengeName,
      session: output.Session,
      parameters: output.ChallengeParameters ?? {},
    };
  }
  throw new AuthError('Unknown', 'The provider answered neither tokens nor a challenge.');
}

function deviceSummary(device: DeviceOutput): DeviceSummary {
  const attribute = (name: string) => device.DeviceAttributes?.find((a) => a.Name === name)?.Value;
  const name = attribute('device_name');
  const lastIp = attribute('last_ip_used');
  const status = attribute('device_status');
  return {
    key: device.DeviceKey ?? '',
    ...(name ? { name } : {}),
    ...(lastIp ? { lastIp } : {}),
    ...(device.DeviceCreateDate ? { createdAt: device.DeviceCreateDate } : {}),
    ...(device.DeviceLastAuthenticatedDate
      ? { lastAuthenticatedAt: device.DeviceLastAuthenticatedDate }
      : {}),
    ...(status ? { remembered: status === 'remembered' } : {}),
  };
}
