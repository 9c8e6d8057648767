import type { HostedCallback, HostedLogin } from '../../../../src/application/identity/ports/hosted-login';
import type { CallOptions } from '../../../../src/application/identity/ports/identity-provider';
import { AuthError } from '../../../../src/domain/identity/errors';
import type { TokenSet } from '../../../../src/domain/identity/session';

/** Hosted login without a browser: records redirects; the exchange answers by script. */
export class FakeHostedLogin implements HostedLogin {
  readonly redirects: string[] = [];
  readonly exchanges: HostedCallback[] = [];
  answer: (signal?: AbortSignal) => Promise<TokenSet> = () => Promise.reject(new Error('no answer'));

  constructor(public offered = true) {}

  async redirectToAuthorize(returnTo: string): Promise<void> {
    this.redirects.push(returnTo);
  }

  async readCallback(url: string): Promise<HostedCallback> {
    const params = new URL(url, 'http://localhost/').searchParams;
    const error = params.get('error');
    if (error) throw new AuthError('NotAuthorized', params.get('error_description') || error);
    const code = params.get('code');
    if (!code) throw new AuthError('InvalidParameter', 'sin código');
    return { code, codeVerifier: 'verifier', returnTo: params.get('returnTo') ?? '/trabajador' };
  }

  exchangeCode(callback: HostedCallback, options?: CallOptions): Promise<TokenSet> {
    this.exchanges.push(callback);
    return this.answer(options?.signal);
  }
}
