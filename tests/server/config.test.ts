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
