import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/domain/app/runtime-config';

const valid = {
  production: false,
  backendPrefixes: ['/api'],
  identity: {
    region: 'us-east-1',
    userPoolId: 'us-east-1_Planillas',
    clientId: 'web',
    endpoint: 'http://x/cognito',
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration', () => {
    const result = parseRuntimeConfig(valid);
    expect(result.ok && result.value.identity.endpoint).toBe('http://x/cognito');
  });

  it('refuses a missing backend prefix with a clear message', () => {
    const result = parseRuntimeConfig({ ...valid, backendPrefixes: [] });
    expect(result).toEqual({
      ok: false,
      error: 'La configuración no define el prefijo del backend (backendPrefixes).',
    });
  });

  it('refuses a user pool id longer than 55 characters', () => {
    const result = parseRuntimeConfig({
      ...valid,
      identity: { ...valid.identity, userPoolId: `us-east-1_${'a'.repeat(50)}` },
    });
    expect(result.ok).toBe(false);
  });

  it('refuses missing identity settings', () => {
    expect(parseRuntimeConfig({ ...valid, identity: { region: 'x' } }).ok).toBe(false);
    expect(parseRuntimeConfig('nope').ok).toBe(false);
  });
});
