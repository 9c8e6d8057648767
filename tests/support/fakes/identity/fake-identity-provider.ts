import type { Clock } from '../../../../src/application/identity/ports/clock';
import type {
  AuthResponse,
  CallOptions,
  DevicePage,
  DeviceSummary,
  IdentityProvider,
} from '../../../../src/application/identity/ports/identity-provider';
import { AuthError } from '../../../../src/domain/identity/errors';
import type { TokenSet } from '../../../../src/domain/identity/session';
import { InstantClock } from './fake-clock';
import { makeTokens } from './tokens';

export interface FakeUser {
  password: string;
  name?: string;
  status?: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD';
  /** Answers a CUSTOM_CHALLENGE with an e-mailed code after the password. */
  emailCode?: boolean;
  /** Has an authenticator: SOFTWARE_TOKEN_MFA after the password. */
  totp?: boolean;
  /** Must set up an authenticator: MFA_SETUP after the password. */
  mfaSetup?: boolean;
}

/** Every code the fake accepts (e-mailed codes, authenticator codes, recovery codes). */
export const FAKE_CODE = '123456';
export const FAKE_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const GOOD_PASSWORD = 'Clave-Segura1';
export const TEMPORARY_PASSWORD = 'Temporal-123';

/** Users of the stories and component tests. */
export const fakeUsers = (): Record<string, FakeUser> => ({
  ana: { password: GOOD_PASSWORD, name: 'Ana Quispe' },
  nuevo: { password: TEMPORARY_PASSWORD, name: 'Nuevo Usuario', status: 'FORCE_CHANGE_PASSWORD' },
  codigo: { password: GOOD_PASSWORD, name: 'Carlos Código', emailCode: true },
  totp: { password: GOOD_PASSWORD, name: 'Teresa Totp', totp: true },
  configurar: { password: GOOD_PASSWORD, name: 'Configura MFA', mfaSetup: true },
});

export const errors = {
  badCredentials: () =>
    new AuthError('NotAuthorized', 'Incorrect username or password.', 'NotAuthorizedException'),
  userNotFound: () => new AuthError('UserNotFound', 'User does not exist.', 'UserNotFoundException'),
  codeMismatch: () =>
    new AuthError(
      'CodeMismatch',
      'Invalid verification code provided, please try again.',
      'CodeMismatchException',
    ),
  expiredCode: () =>
    new AuthError(
      'ExpiredCode',
      'Invalid code provided, please request a code again.',
      'ExpiredCodeException',
    ),
  limitExceeded: () =>
    new AuthError(
      'LimitExceeded',
      'Attempt limit exceeded, please try after some time.',
      'LimitExceededException',
    ),
  invalidPassword: () =>
    new AuthError(
      'InvalidPassword',
      'Password did not conform with policy: Password not long enough',
      'InvalidPasswordException',
    ),
  refreshRevoked: () =>
    new AuthError('NotAuthorized', 'Refresh Token has been revoked', 'NotAuthorizedException'),
  network: () => new AuthError('Network', 'Network Error', 'TypeError'),
  unavailable: () =>
    new AuthError(
      'ProviderUnavailable',
      'No se pudo conectar con el servicio de autenticación después de 3 intentos. Verifique su conexión e intente nuevamente.',
    ),
};

interface ChallengeSession {
  readonly username: string;
  readonly challenge: string;
  readonly passed: ReadonlySet<string>;
  totpVerified?: boolean;
}

type Method = keyof IdentityProvider;

/**
 * An identity provider in memory, behaving like the user pool for the flows the SPA uses. Records
 * every call; `fail` queues errors for a method, `hang` makes a method never answer (busy states).
 */
export class FakeIdentityProvider implements IdentityProvider {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  readonly users: Map<string, FakeUser>;
  private readonly failures = new Map<Method, AuthError[]>();
  private readonly always = new Map<Method, AuthError>();
  private readonly hanging = new Set<Method>();
  private readonly sessions = new Map<string, ChallengeSession>();
  private readonly issuedRefreshTokens = new Map<string, string>();
  readonly revoked = new Set<string>();
  tokenLifetimeSeconds = 3600;
  private counter = 0;

  constructor(
    private readonly clock: Clock = new InstantClock(),
    users: Record<string, FakeUser> = fakeUsers(),
  ) {
    this.users = new Map(Object.entries(users));
  }

  /** The next `times` calls of `method` fail with `error`. */
  fail(method: Method, error: AuthError, times = 1): this {
    const queue = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i++) queue.push(error);
    this.failures.set(method, queue);
    return this;
  }

  /** Every call of `method` fails with `error`. */
  failAlways(method: Method, error: AuthError): this {
    this.always.set(method, error);
    return this;
  }

  /** Calls of `method` never answer (until aborted). */
  hang(method: Method): this {
    this.hanging.add(method);
    return this;
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  private async enter(method: Method, args: unknown[], options?: CallOptions): Promise<void> {
    this.calls.push({ method, args });
    await Promise.resolve();
    if (this.hanging.has(method)) {
      await new Promise<void>((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new AuthError('Network', 'Request aborted')));
      });
    }
    const queued = this.failures.get(method)?.shift();
    if (queued) throw queued;
    const always = this.always.get(method);
    if (always) throw always;
  }

  issue(username: string): TokenSet {
    const user = this.users.get(username);
    const refreshToken = `refresh-${username}-${++this.counter}`;
    this.issuedRefreshTokens.set(refreshToken, username);
    return makeTokens({
      username,
      ...(user?.name ? { name: user.name } : {}),
      iat: Math.floor(this.clock.now() / 1000),
      lifetimeSeconds: this.tokenLifetimeSeconds,
      refreshToken,
      jti: `jti-${this.counter}`,
    });
  }

  private next(username: string, passed: ReadonlySet<string>): AuthResponse {
    const user = this.users.get(username) as FakeUser;
    const ask = (challenge: string, parameters: Record<string, string>): AuthResponse => {
      const session = `session-${++this.counter}`;
      this.sessions.set(session, { username, challenge, passed });
      return { kind: 'challenge', name: challenge, session, parameters };
    };
    if (user.status === 'FORCE_CHANGE_PASSWORD' && !passed.has('NEW_PASSWORD_REQUIRED')) {
      return ask('NEW_PASSWORD_REQUIRED', { USER_ID_FOR_SRP: username, requiredAttributes: '[]' });
    }
    const mfaPassed = passed.has('SOFTWARE_TOKEN_MFA') || passed.has('MFA_SETUP');
    if (user.totp && !mfaPassed) {
      return ask('SOFTWARE_TOKEN_MFA', { USER_ID_FOR_SRP: username });
    }
    if (user.mfaSetup && !user.totp && !mfaPassed) {
      return ask('MFA_SETUP', { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: username });
    }
    if (user.emailCode && !passed.has('CUSTOM_CHALLENGE')) {
      return ask('CUSTOM_CHALLENGE', {
        USERNAME: username,
        CHALLENGE_TYPE: 'EMAIL_CODE',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: `${username.charAt(0)}***@p***`,
      });
    }
    return { kind: 'tokens', tokens: this.issue(username) };
  }

  private checkPassword(password: string): void {
    if (password.length < 8) throw errors.invalidPassword();
  }

  async initiatePasswordAuth(username: string, password: string, options?: CallOptions) {
    await this.enter('initiatePasswordAuth', [username, password], options);
    const user = this.users.get(username);
    if (!user) throw errors.userNotFound();
    if (user.password !== password) throw errors.badCredentials();
    return this.next(username, new Set());
  }

  async respondToAuthChallenge(
    input: { challengeName: string; session: string; responses: Readonly<Record<string, string>> },
    options?: CallOptions,
  ) {
    await this.enter('respondToAuthChallenge', [input], options);
    const session = this.sessions.get(input.session);
    if (
      !session ||
      session.challenge !== input.challengeName ||
      input.responses.USERNAME !== session.username
    ) {
      throw new AuthError('NotAuthorized', 'Invalid session for the user.', 'NotAuthorizedException');
    }
    const user = this.users.get(session.username) as FakeUser;
    switch (session.challenge) {
      case 'NEW_PASSWORD_REQUIRED': {
        const password = input.responses.NEW_PASSWORD ?? '';
        this.checkPassword(password);
        user.password = password;
        user.status = 'CONFIRMED';
        break;
      }
      case 'SOFTWARE_TOKEN_MFA':
        if (input.responses.SOFTWARE_TOKEN_MFA_CODE !== FAKE_CODE) {
          throw new AuthError('CodeMismatch', 'Invalid code received for user', 'CodeMismatchException');
        }
        break;
      case 'CUSTOM_CHALLENGE':
        if (input.responses.ANSWER !== FAKE_CODE) throw errors.codeMismatch();
        break;
      case 'MFA_SETUP':
        if (!session.totpVerified) {
          throw new AuthError('InvalidParameter', 'User has not verified software token mfa');
        }
        user.totp = true;
        break;
    }
    this.sessions.delete(input.session);
    return this.next(session.username, new Set([...session.passed, session.challenge]));
  }

  async refreshTokens(refreshToken: string, options?: CallOptions): Promise<TokenSet> {
    await this.enter('refreshTokens', [refreshToken], options);
    if (this.revoked.has(refreshToken)) throw errors.refreshRevoked();
    const username = this.issuedRefreshTokens.get(refreshToken);
    if (!username) throw new AuthError('NotAuthorized', 'Invalid Refresh Token', 'NotAuthorizedException');
    const { idToken, accessToken } = this.issue(username);
    return { idToken, accessToken };
  }

  async associateSoftwareToken(session: string, options?: CallOptions) {
    await this.enter('associateSoftwareToken', [session], options);
    if (!this.sessions.has(session)) throw new AuthError('NotAuthorized', 'Invalid session for the user.');
    return { secretCode: FAKE_SECRET, session };
  }

  async verifySoftwareToken(input: { session: string; code: string }, options?: CallOptions) {
    await this.enter('verifySoftwareToken', [input], options);
    const session = this.sessions.get(input.session);
    if (!session) throw new AuthError('NotAuthorized', 'Invalid session for the user.');
    if (input.code !== FAKE_CODE) {
      throw new AuthError('SoftwareTokenMismatch', 'Code mismatch', 'EnableSoftwareTokenMFAException');
    }
    session.totpVerified = true;
    return { session: input.session };
  }

  async forgotPassword(username: string, options?: CallOptions) {
    await this.enter('forgotPassword', [username], options);
    if (!this.users.has(username)) throw errors.userNotFound();
    return { destination: `${username.charAt(0)}***@p***` };
  }

  async confirmForgotPassword(
    input: { username: string; code: string; newPassword: string },
    options?: CallOptions,
  ): Promise<void> {
    await this.enter('confirmForgotPassword', [input], options);
    const user = this.users.get(input.username);
    if (!user) throw errors.userNotFound();
    this.checkPassword(input.newPassword);
    if (input.code !== FAKE_CODE) throw errors.codeMismatch();
    user.password = input.newPassword;
    user.status = 'CONFIRMED';
  }

  async signUp(
    input: { username: string; password: string; attributes: Readonly<Record<string, string>> },
    options?: CallOptions,
  ) {
    await this.enter('signUp', [input], options);
    if (this.users.has(input.username)) {
      throw new AuthError('UsernameExists', 'User already exists', 'UsernameExistsException');
    }
    this.users.set(input.username, {
      password: input.password,
      ...(input.attributes.name ? { name: input.attributes.name } : {}),
    });
    return { userConfirmed: false, userSub: `sub-${input.username}` };
  }

  async changePassword(
    accessToken: string,
    previousPassword: string,
    proposedPassword: string,
    options?: CallOptions,
  ): Promise<void> {
    await this.enter('changePassword', [accessToken, previousPassword, proposedPassword], options);
    const payload = accessToken.split('.')[1] ?? '';
    let username: string | undefined;
    try {
      username = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { username?: string })
        .username;
    } catch {
      username = undefined;
    }
    const user = username === undefined ? undefined : this.users.get(username);
    if (!user) throw new AuthError('NotAuthorized', 'Invalid Access Token', 'NotAuthorizedException');
    if (user.password !== previousPassword) {
      throw new AuthError('NotAuthorized', 'Incorrect username or password.', 'NotAuthorizedException');
    }
    this.checkPassword(proposedPassword);
    user.password = proposedPassword;
  }

  async globalSignOut(accessToken: string, options?: CallOptions): Promise<void> {
    await this.enter('globalSignOut', [accessToken], options);
  }

  async revokeToken(refreshToken: string, options?: CallOptions): Promise<void> {
    await this.enter('revokeToken', [refreshToken], options);
    this.revoked.add(refreshToken);
  }

  async getUserAttributeVerificationCode(accessToken: string, attribute: string, options?: CallOptions) {
    await this.enter('getUserAttributeVerificationCode', [accessToken, attribute], options);
    return { destination: 'a***@p***' };
  }

  async verifyUserAttribute(accessToken: string, attribute: string, code: string, options?: CallOptions) {
    await this.enter('verifyUserAttribute', [accessToken, attribute, code], options);
    if (code !== FAKE_CODE) throw errors.codeMismatch();
  }

  readonly devices: DeviceSummary[] = [];

  async listDevices(
    accessToken: string,
    page: { limit: number; paginationToken?: string },
    options?: CallOptions,
  ): Promise<DevicePage> {
    await this.enter('listDevices', [accessToken, page], options);
    const start = page.paginationToken ? Number(page.paginationToken) : 0;
    const devices = this.devices.slice(start, start + page.limit);
    const next = start + page.limit;
    return next < this.devices.length ? { devices, paginationToken: String(next) } : { devices };
  }

  async getDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<DeviceSummary> {
    await this.enter('getDevice', [accessToken, deviceKey], options);
    const device = this.devices.find((d) => d.key === deviceKey);
    if (!device) throw new AuthError('ResourceNotFound', 'Device does not exist.');
    return device;
  }

  async updateDeviceStatus(
    accessToken: string,
    deviceKey: string,
    remembered: boolean,
    options?: CallOptions,
  ) {
    await this.enter('updateDeviceStatus', [accessToken, deviceKey, remembered], options);
  }

  async forgetDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<void> {
    await this.enter('forgetDevice', [accessToken, deviceKey], options);
  }
}
