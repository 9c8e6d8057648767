import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from '../../server/config';

describe('loadServerConfig', () => {
  it('defaults to the embedded setup: PGlite in ./data, built-in pool, port 8080, /api', () => {
    const config = loadServerConfig({}, '/srv/app');
    expect(config.port).toBe(8080);
    expect(config.backendPrefix).toBe('/api');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/app/data' });
    expect(config.identity.provider).toBe('builtin');
    expect(config.production).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadServerConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('lists every problem at once', () => {
    try {
      loadServerConfig({
        PORT: 'abc',
        BACKEND_PREFIX: 'api/',
        IDENTITY_PROVIDER: 'cognito',
        NODE_ENV: 'production',
        TEST_MODE: '1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/BACKEND_PREFIX/);
      expect(problems.join('\n')).toMatch(/COGNITO_USER_POOL_ID/);
      expect(problems.join('\n')).toMatch(/TEST_MODE/);
    }
  });
});

describe('mail in production (SMTP_URL)', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses to start the built-in pool in production without a mail transport, saying what to set', () => {
    try {
      loadServerConfig(production);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/SMTP_URL is required in production/);
      expect(problems[0]).toMatch(/MAIL_TO_LOG=true/);
    }
  });

  it('starts with SMTP_URL, with the explicit MAIL_TO_LOG=true, or with real Cognito (which mails itself)', () => {
    expect(loadServerConfig({ ...production, SMTP_URL: 'smtp://mail.local:25' }).smtpUrl).toBe(
      'smtp://mail.local:25',
    );
    expect(loadServerConfig({ ...production, MAIL_TO_LOG: 'true' }).mailToLog).toBe(true);
    expect(
      loadServerConfig({
        ...production,
        IDENTITY_PROVIDER: 'cognito',
        COGNITO_REGION: 'us-east-1',
        COGNITO_USER_POOL_ID: 'us-east-1_Abc123',
        COGNITO_CLIENT_ID: 'client',
      }).production,
    ).toBe(true);
  });

  it('does not ask for mail outside production (codes go to the log for development)', () => {
    expect(loadServerConfig({}).mailToLog).toBe(false);
    expect(loadServerConfig({}).smtpUrl).toBeUndefined();
  });
});

describe('payslip signing certificate (PAYSLIP_SIGNING_P12, PAYSLIP_SIGNING_PASSWORD)', () => {
  function problemsOf(env: NodeJS.ProcessEnv): string[] {
    try {
      loadServerConfig(env, '/srv/app');
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('has no certificate when neither is set', () => {
    expect(loadServerConfig({}, '/srv/app').payslipSigning).toBeUndefined();
  });

  it('takes both, resolving the file from the working folder without reading it', () => {
    expect(
      loadServerConfig(
        { PAYSLIP_SIGNING_P12: 'certs/empresa.p12', PAYSLIP_SIGNING_PASSWORD: 'secreto' },
        '/srv/app',
      ).payslipSigning,
    ).toEqual({ p12File: '/srv/app/certs/empresa.p12', password: 'secreto' });
  });

  it('refuses one without the other, naming the missing variable', () => {
    expect(problemsOf({ PAYSLIP_SIGNING_P12: '/etc/empresa.p12' })).toEqual([
      'PAYSLIP_SIGNING_P12 is set but PAYSLIP_SIGNING_PASSWORD (its password) is not.',
    ]);
    expect(problemsOf({ PAYSLIP_SIGNING_PASSWORD: 'secreto' })).toEqual([
      'PAYSLIP_SIGNING_PASSWORD is set but PAYSLIP_SIGNING_P12 (the .p12 file) is not.',
    ]);
  });
});
