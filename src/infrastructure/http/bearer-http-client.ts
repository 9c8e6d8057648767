import type { HttpClient, HttpRequest, HttpResponse } from '../../application/ports/http-client';

/** Where the bearer token comes from (the sign-in session). */
export interface AccessTokenSource {
  /** A valid access token, refreshed first when needed; rejects when there is none or refresh fails. */
  accessToken(options?: { readonly forceRefresh?: boolean }): Promise<string>;
}

/**
 * The HttpClient port decorated with the bearer token: requests to a configured backend prefix carry
 * `Authorization: Bearer <token>`. When the session is not fully authenticated (no valid access token)
 * the token is refreshed first and the request sent with the new one; a failed refresh is passed to
 * the caller. An answer of 401 (e.g. a token revoked elsewhere) is retried once after a forced
 * refresh. Requests to other URLs are sent unchanged.
 */
export class BearerHttpClient implements HttpClient {
  constructor(
    private readonly inner: HttpClient,
    private readonly tokens: AccessTokenSource,
    private readonly prefixes: readonly string[],
    private readonly base: () => string = () => globalThis.location?.href ?? 'http://localhost/',
  ) {}

  /** Whether a URL is under one of the backend prefixes (same origin, whole path segments). */
  isBackend(url: string): boolean {
    let target: URL;
    try {
      target = new URL(url, this.base());
    } catch {
      return false;
    }
    return this.prefixes.some((prefix) => {
      let root: URL;
      try {
        root = new URL(prefix, this.base());
      } catch {
        return false;
      }
      if (root.origin !== target.origin) return false;
      const path = root.pathname.replace(/\/+$/, '');
      return path === '' || target.pathname === path || target.pathname.startsWith(`${path}/`);
    });
  }

  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    if (!this.isBackend(request.url)) return this.inner.request<T>(request);
    const token = await this.tokens.accessToken();
    const response = await this.inner.request<T>(withBearer(request, token));
    if (response.status !== 401) return response;
    const fresh = await this.tokens.accessToken({ forceRefresh: true });
    return this.inner.request<T>(withBearer(request, fresh));
  }
}

function withBearer(request: HttpRequest, token: string): HttpRequest {
  return { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } };
}
