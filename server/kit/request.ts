import type { FastifyRequest } from 'fastify';
import { principalOf } from '../access/authorization';
import type { AuditActor } from './versioned';

/** Who and from where, for the audit trail. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  actorUsername: principalOf(request).username,
  requestId: request.id,
  ipAddress: request.ip,
});
