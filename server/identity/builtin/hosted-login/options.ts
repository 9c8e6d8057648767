import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../../config';
import { publicBaseFor } from '../../../http/origin';
import type { Caller, PoolCore } from '../core';
import type { SignInService } from '../signin';

/** What the hosted login's routes are built with. */
export interface HostedLoginOptions {
  readonly core: PoolCore;
  readonly signIn: SignInService;
  readonly config: ServerConfig;
  readonly issuer: string;
}

/** Who calls, for the pool's rate limits. */
export const caller = (request: FastifyRequest): Caller => ({ ip: request.ip });

/**
 * Whether `uri` is one of the client's registered addresses. Without PUBLIC_URL, an address
 * registered on the default origin also counts on the origin this request came to (an office PC
 * reaching the product by the server's name), never on any other.
 */
export function registered(
  config: ServerConfig,
  list: readonly string[],
  uri: string,
  request: FastifyRequest,
): boolean {
  if (list.includes(uri)) return true;
  const here = publicBaseFor(config, request);
  if (config.publicUrlFixed || here === config.publicUrl) return false;
  let candidate: URL;
  try {
    candidate = new URL(uri);
  } catch {
    return false;
  }
  if (candidate.origin !== here) return false;
  const rebased = `${config.publicUrl}${candidate.pathname}${candidate.search}`;
  return list.includes(rebased);
}

export const redirectWith = (
  reply: FastifyReply,
  redirectUri: string,
  params: Record<string, string | undefined>,
) => {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
};
