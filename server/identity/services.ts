import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from './principal';
import type { UserPoolAdministration } from './admin-port';

/** What the rest of the server needs from the identity provider, built-in or real Cognito. */
export interface IdentityServices {
  readonly verifier: AccessTokenVerifier;
  readonly admin: UserPoolAdministration;
  /** Routes of the built-in pool (Cognito JSON protocol, hosted login, JWKS); none for real Cognito. */
  registerRoutes(app: FastifyInstance): Promise<void>;
  /**
   * Listens to the changes users make to their own accounts that this server sees (the built-in pool:
   * first password, completed password reset, sign-up, attributes). Real Cognito's happen elsewhere:
   * absent there.
   */
  onUserChanged?(listener: (username: string) => Promise<void>): () => void;
  /** First-start work (e.g. creating the administrator). */
  start(): Promise<void>;
  stop(): Promise<void>;
}
