import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../../../server/config';

describe("the built-in pool's settings (IDENTITY_*)", () => {
  it("defaults to Cognito's defaults and the product's origin", () => {
    const { pool } = loadServerConfig({ PUBLIC_URL: 'https://planillas.example.pe/' }).identity;
    expect(pool).toMatchObject({
      redirectUris: ['https://planillas.example.pe/auth/callback'],
      logoutUris: ['https://planillas.example.pe/auth/login'],
      corsOrigins: ['https://planillas.example.pe'],
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireNumbers: true,
        requireSymbols: true,
      },
      temporaryPasswordDays: 7,
      argon2: { memoryKib: 19456, timeCost: 2, parallelism: 1 },
      accessTokenMinutes: 60,
      idTokenMinutes: 60,
      refreshTokenDays: 30,
      authSessionMinutes: 3,
      signUpCodeMinutes: 1440,
      resetCodeMinutes: 60,
      codeMaxAttempts: 5,
      limits: {
        ipRequestsPerMinute: 300,
        ipFailuresPerHour: 100,
        userCodesPerHour: 5,
        ipCodesPerHour: 30,
        failedSignIns: 5,
        lockoutSeconds: 1,
      },
      selfSignUp: true,
      preventUserExistenceErrors: false,
      emailSignInCode: false,
      mfa: 'optional',
    });
  });

  it('reads every setting from the environment', () => {
    const { pool } = loadServerConfig({
      IDENTITY_REDIRECT_URIS: 'https://a.pe/cb, http://localhost:5173/auth/callback',
      IDENTITY_CORS_ORIGINS: 'http://localhost:5173',
      IDENTITY_ARGON2: 'm=65536,t=3,p=1',
      IDENTITY_REFRESH_TOKEN_DAYS: '7',
      IDENTITY_MFA: 'on',
      IDENTITY_SELF_SIGN_UP: 'false',
      IDENTITY_EMAIL_SIGN_IN_CODE: 'yes',
      IDENTITY_LIMIT_USER_CODES_PER_HOUR: '3',
    }).identity;
    expect(pool.redirectUris).toEqual(['https://a.pe/cb', 'http://localhost:5173/auth/callback']);
    expect(pool.corsOrigins).toEqual(['http://localhost:5173']);
    expect(pool.argon2).toEqual({ memoryKib: 65536, timeCost: 3, parallelism: 1 });
    expect(pool.refreshTokenDays).toBe(7);
    expect(pool).toMatchObject({ mfa: 'on', selfSignUp: false, emailSignInCode: true });
    expect(pool.limits.userCodesPerHour).toBe(3);
  });

  it('lists every bad value at once', () => {
    try {
      loadServerConfig({
        IDENTITY_ARGON2: 'm=10',
        IDENTITY_MFA: 'siempre',
        IDENTITY_REDIRECT_URIS: 'no-es-url',
        IDENTITY_PASSWORD_REQUIRE: 'emojis',
        IDENTITY_ACCESS_TOKEN_MINUTES: '0',
        IDENTITY_SELF_SIGN_UP: 'quizas',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(6);
    }
  });
});

describe('TRUST_PROXY (the client address behind the per-address limits)', () => {
  it('believes no proxy by default, and takes hop counts, false or addresses', () => {
    expect(loadServerConfig({}).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('refuses to believe every X-Forwarded-For (clients could choose their address)', () => {
    expect(() => loadServerConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadServerConfig({ TRUST_PROXY: 'cualquiera' })).toThrow(/TRUST_PROXY must be/);
  });
});
