import type { HostedCallback, HostedLogin } from '../../application/identity/ports/hosted-login';
import type { CallOptions } from '../../application/identity/ports/identity-provider';
import type { HttpClient } from '../../application/ports/http-client';
import type { IdentityConfig } from '../../domain/app/runtime-config';
import { AuthError } from '../../domain/identity/errors';
import type { TokenSet } from '../../domain/identity/session';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { mapProviderError } from './cognito/cognito-errors';

/** Where the PKCE verifier, state and destination wait during the redirect (session storage). */
export const HOSTED_LOGIN_STORAGE_KEY = 'planillas.hostedLogin';

/** Scopes asked for: OpenID profile and e-mail, plus the one GlobalSignOut needs. */
export const HOSTED_LOGIN_SCOPES = 'openid email profile aws.cognito.signin.user.admin';

interface Pending {
  readonly state: string;
  readonly verifier: string;
  readonly returnTo: string;
}

export interface BrowserHostedLoginDeps {
  readonly http: HttpClient;
  /** Session storage: survives the redirect, not the tab. */
  readonly storage: KeyValueStorage;
  readonly navigate: (url: string) => void;
  readonly crypto?: Crypto;
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The provider's hosted login (authorization code with PKCE, S256): redirect to `/oauth2/authorize`,
 * then on `/auth/callback` exchange the code at `/oauth2/token`.
 */
export class BrowserHostedLogin implements HostedLogin {
  private readonly crypto: Crypto;

  constructor(
    private readonly config: IdentityConfig,
    private readonly deps: BrowserHostedLoginDeps,
  ) {
    this.crypto = deps.crypto ?? globalThis.crypto;
  }

  get offered(): boolean {
    return this.config.hostedLogin !== undefined;
  }

  /** `https://<domain>` (a domain with a scheme, like the built-in pool's, is used as it is). */
  get origin(): string {
    const domain = this.config.hostedLogin?.domain ?? '';
    return (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/$/, '');
  }

  private get redirectUri(): string {
    return this.config.hostedLogin?.redirectUri ?? '';
  }

  private random(bytes: number): string {
    return base64Url(this.crypto.getRandomValues(new Uint8Array(bytes)));
  }

  async redirectToAuthorize(returnTo: string): Promise<void> {
    if (!this.offered)
      throw new AuthError('InvalidParameter', 'El inicio de sesión alojado no está configurado.');
    const verifier = this.random(32);
    const state = this.random(16);
    const digest = await this.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    const challenge = base64Url(new Uint8Array(digest));
    const pending: Pending = { state, verifier, returnTo };
    this.deps.storage.setItem(HOSTED_LOGIN_STORAGE_KEY, JSON.stringify(pending));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: this.redirectUri,
      scope: HOSTED_LOGIN_SCOPES,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    this.deps.navigate(`${this.origin}/oauth2/authorize?${query.toString()}`);
  }

  async readCallback(url: string): Promise<HostedCallback> {
    const params = new URL(url, 'http://localhost/').searchParams;
    const raw = this.deps.storage.getItem(HOSTED_LOGIN_STORAGE_KEY);
    this.deps.storage.removeItem(HOSTED_LOGIN_STORAGE_KEY);
    const error = params.get('error');
    if (error) throw new AuthError('NotAuthorized', params.get('error_description') || error, error);
    let pending: Pending | null;
    try {
      pending = raw ? (JSON.parse(raw) as Pending) : null;
    } catch {
      pending = null;
    }
    const code = params.get('code');
    if (!code || !pending || pending.state !== params.get('state')) {
      throw new AuthError(
        'InvalidParameter',
        'La respuesta del inicio de sesión alojado no corresponde a este navegador. Inicie sesión de nuevo.',
      );
    }
    return { code, codeVerifier: pending.verifier, returnTo: pending.returnTo || '/' };
  }

  async exchangeCode(callback: HostedCallback, options: CallOptions = {}): Promise<TokenSet> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.code,
      client_id: this.config.clientId,
      redirect_uri: this.redirectUri,
      code_verifier: callback.codeVerifier,
    });
    let response;
    try {
      response = await this.deps.http.request<Record<string, unknown>>({
        method: 'POST',
        url: `${this.origin}/oauth2/token`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      throw mapProviderError(error);
    }
    const answer = (
      typeof response.body === 'object' && response.body !== null ? response.body : {}
    ) as Record<string, unknown>;
    if (
      response.status !== 200 ||
      typeof answer.id_token !== 'string' ||
      typeof answer.access_token !== 'string'
    ) {
      const message =
        (typeof answer.error_description === 'string' && answer.error_description) ||
        (typeof answer.error === 'string' && answer.error) ||
        `HTTP ${response.status}`;
      throw new AuthError(response.status >= 500 ? 'ServerError' : 'NotAuthorized', message);
    }
    return {
      idToken: answer.id_token,
      accessToken: answer.access_token,
      ...(typeof answer.refresh_token === 'string' ? { refreshToken: answer.refresh_token } : {}),
    };
  }
}
