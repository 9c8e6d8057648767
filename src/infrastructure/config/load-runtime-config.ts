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
    response = await fetchFn(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
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
  return parsed.value;
}
