import type { TokenSet } from '../../../domain/identity/session';
import type { CallOptions } from './identity-provider';

/** What the callback page found in its URL, with what was stored before the redirect. */
export interface HostedCallback {
  readonly code: string;
  readonly codeVerifier: string;
  /** Where the user was going before signing in. */
  readonly returnTo: string;
}

/**
 * The provider's hosted login (OAuth 2.0 authorization code with PKCE). Offered only when configured.
 */
export interface HostedLogin {
  readonly offered: boolean;
  /** Remembers a PKCE verifier, a state and `returnTo`, then redirects to the authorize page. */
  redirectToAuthorize(returnTo: string): Promise<void>;
  /**
   * Reads the callback URL (code, state, or the provider's error) against what was stored. Throws an
   * AuthError when it is not a valid answer to this browser's redirect.
   */
  readCallback(url: string): Promise<HostedCallback>;
  /** POST to the token endpoint: grant_type, code, client_id, redirect_uri and code_verifier. */
  exchangeCode(callback: HostedCallback, options?: CallOptions): Promise<TokenSet>;
}
export const HostedLogin = Symbol.for('HostedLogin');
