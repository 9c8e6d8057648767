import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The origin a browser used to reach this request (`http://pc-planillas:8080`), from the protocol and
 * `Host` (or, behind a trusted proxy, `X-Forwarded-Proto`/`X-Forwarded-Host`); `undefined` when the
 * host is not a valid one.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return undefined;
  try {
    const url = new URL(`${request.protocol}://${host}`);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The public base address for links this request's answer carries (hosted-login endpoints, redirect
 * URIs): PUBLIC_URL when it is set, otherwise the address the browser used, so that the product works
 * at whatever address an office's PCs reach it by.
 */
export function publicBaseFor(config: ServerConfig, request: FastifyRequest): string {
  if (config.publicUrlFixed) return config.publicUrl;
  return requestOrigin(request) ?? config.publicUrl;
}

/**
 * Whether a browser at `origin` may call the built-in pool cross-origin (CORS): one of the configured
 * origins, or, when PUBLIC_URL is not set, the very origin the request was addressed to.
 */
export function originAllowed(
  config: ServerConfig,
  configured: readonly string[],
  origin: string | undefined,
  request: FastifyRequest,
): boolean {
  if (!origin) return false;
  if (configured.includes(origin)) return true;
  return !config.publicUrlFixed && origin === requestOrigin(request);
}
