import { parseRuntimeConfig, type RuntimeConfig } from '../../domain/app/runtime-config';

export const RUNTIME_CONFIG_URL = 'app-config.json';

/** Reads the runtime configuration the server publishes; throws a clear error when unusable. */
export async function loadRuntimeConfig(
  baseUrl: string,
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<RuntimeConfig> {
  const url = new URL(RUNTIME_CONFIG_URL, baseUrl).toString();
  let response: Response;
  try {
    // No `cache` option: the server answers `Cache-Control: no-store`, and a request with its own cache
    // mode would not take over the request index.html preloads (`<link rel="preload" as="fetch">`).
    response = await fetchFn(url, { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new Error(`No se pudo obtener la configuración (${url}).`, { cause });
  }
  if (!response.ok) throw new Error(`No se pudo obtener la configuración (${url}): HTTP ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new Error(`La configuración (${url}) no es JSON válido.`, { cause });
  }
  const parsed = parseRuntimeConfig(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return withAbsoluteAddresses(parsed.value, url);
}

/**
 * The server sends relative identity addresses (`/cognito`) when it works at whatever address it is
 * reached by; the AWS SDK and the hosted login need absolute ones, so they are resolved against the
 * origin the page was loaded from (the configuration's own address).
 */
function withAbsoluteAddresses(config: RuntimeConfig, configUrl: string): RuntimeConfig {
  const { endpoint, hostedLogin } = config.identity;
  const absolute = (address: string) => new URL(address, configUrl).toString();
  return {
    ...config,
    identity: {
      ...config.identity,
      ...(endpoint !== undefined ? { endpoint: absolute(endpoint) } : {}),
      ...(hostedLogin !== undefined
        ? { hostedLogin: { ...hostedLogin, redirectUri: absolute(hostedLogin.redirectUri) } }
        : {}),
    },
  };
}
