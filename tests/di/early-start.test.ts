import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { LoadAppInfo } from '../../src/application/app/load-app-info';
import { AuthSession } from '../../src/application/identity/auth-session';
import type { HttpClient, HttpRequest, HttpResponse } from '../../src/application/ports/http-client';
import { HttpClient as HttpClientId } from '../../src/application/ports/http-client';
import { ShellServicesLoader } from '../../src/application/shell/shell-services';
import { startEarly } from '../../src/di/early-start';
import { EarlyHttpClient } from '../../src/infrastructure/http/early-http-client';
import { HttpMyGrants } from '../../src/infrastructure/http/http-my-grants';
import { SpyLogger } from '../support/fakes/spy-logger';
import { testConfig } from '../support/test-container';

/** Answers every GET with a grant, noting the URLs asked for. */
class RecordingHttp implements HttpClient {
  readonly urls: string[] = [];
  async request<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    this.urls.push(request.url);
    return { status: 200, body: { dashboard: ['ver'] } as T, headers: {} };
  }
}

function containerWith(http: HttpClient, signedIn: boolean): Container {
  const container = new Container();
  container.bind(AuthSession).toConstantValue({ hasValidSession: () => signedIn } as never);
  container.bind(HttpClientId).toConstantValue(http);
  container.bind(LoadAppInfo).toConstantValue({ execute: async () => undefined } as never);
  container.bind(ShellServicesLoader).toConstantValue({ load: () => Promise.resolve() } as never);
  return container;
}

describe('the start of a signed-in user’s page', () => {
  it('asks for the user’s grants with the first requests, and the screens’ gate takes that answer', async () => {
    const inner = new RecordingHttp();
    const http = new EarlyHttpClient(inner);
    startEarly(containerWith(http, true), testConfig, '/');
    expect(inner.urls).toContain('http://localhost/api/usuario/permisos');
    const sent = inner.urls.length;
    // What every screen's gate and buttons ask (MyGrants in the container: the first backend prefix).
    const grants = await new HttpMyGrants(http, testConfig.backendPrefixes[0]!, new SpyLogger()).execute();
    expect(grants).toEqual({ dashboard: ['ver'] });
    expect(inner.urls).toHaveLength(sent);
  });

  it('asks for nothing on the sign-in pages or without a session', () => {
    const inner = new RecordingHttp();
    startEarly(containerWith(new EarlyHttpClient(inner), true), testConfig, '/auth/login');
    startEarly(containerWith(new EarlyHttpClient(inner), false), testConfig, '/');
    expect(inner.urls).toEqual([]);
  });
});
