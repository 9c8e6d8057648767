import { err, ok, type Result } from '../shared/result';

/**
 * What the SPA needs to know about its environment. The server publishes it at `/app-config.json`
 * from its own environment variables, so one build runs everywhere.
 */
export interface RuntimeConfig {
  readonly production: boolean;
  /** Backend URL prefixes whose requests carry the bearer token; the first is the API base. */
  readonly backendPrefixes: readonly string[];
  readonly identity: IdentityConfig;
}

export interface IdentityConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly clientId: string;
  /** The built-in user pool's endpoint; absent for real AWS Cognito. */
  readonly endpoint?: string;
  /** Hosted login (authorize + token endpoints) when offered. */
  readonly hostedLogin?: { readonly domain: string; readonly redirectUri: string };
}

export const USER_POOL_ID_MAX_LENGTH = 55;

export function parseRuntimeConfig(input: unknown): Result<RuntimeConfig, string> {
  if (typeof input !== 'object' || input === null) return err('La configuración no es un objeto.');
  const c = input as Record<string, unknown>;
  const prefixes = c.backendPrefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string' && p !== '')
  ) {
    return err('La configuración no define el prefijo del backend (backendPrefixes).');
  }
  const identity = c.identity as Record<string, unknown> | undefined;
  if (typeof identity !== 'object' || identity === null)
    return err('La configuración no define el proveedor de identidad.');
  for (const key of ['region', 'userPoolId', 'clientId'] as const) {
    if (typeof identity[key] !== 'string' || identity[key] === '') {
      return err(`La configuración del proveedor de identidad no define ${key}.`);
    }
  }
  if ((identity.userPoolId as string).length > USER_POOL_ID_MAX_LENGTH) {
    return err(`El identificador del grupo de usuarios supera ${USER_POOL_ID_MAX_LENGTH} caracteres.`);
  }
  const hosted = identity.hostedLogin as Record<string, unknown> | undefined | null;
  return ok({
    production: c.production === true,
    backendPrefixes: prefixes as string[],
    identity: {
      region: identity.region as string,
      userPoolId: identity.userPoolId as string,
      clientId: identity.clientId as string,
      ...(typeof identity.endpoint === 'string' && identity.endpoint !== ''
        ? { endpoint: identity.endpoint }
        : {}),
      ...(hosted && typeof hosted.domain === 'string' && typeof hosted.redirectUri === 'string'
        ? { hostedLogin: { domain: hosted.domain, redirectUri: hosted.redirectUri } }
        : {}),
    },
  });
}
