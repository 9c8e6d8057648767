import type { HttpClient, HttpRequest, HttpResponse } from '../../../../src/application/ports/http-client';

type Responder = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/** An HttpClient answering from a script; records every request. `reject` simulates a network failure. */
export class FakeHttpClient implements HttpClient {
  readonly requests: HttpRequest[] = [];
  private responder: Responder;

  constructor(responder: Responder | HttpResponse = { status: 200, body: [], headers: {} }) {
    this.responder = typeof responder === 'function' ? responder : () => responder;
  }

  static json(body: unknown, status = 200): FakeHttpClient {
    return new FakeHttpClient({ status, body, headers: { 'content-type': 'application/json' } });
  }

  static failing(error = new TypeError('Failed to fetch')): FakeHttpClient {
    return new FakeHttpClient(() => Promise.reject(error));
  }

  /** Answers never come until `release` is called (loading states). */
  static pending(): FakeHttpClient & { release(response: HttpResponse): void } {
    let release: (r: HttpResponse) => void = () => {};
    const waiting = new Promise<HttpResponse>((resolve) => (release = resolve));
    const client = new FakeHttpClient(() => waiting) as FakeHttpClient & {
      release(response: HttpResponse): void;
    };
    client.release = (r) => release(r);
    return client;
  }

  respondWith(responder: Responder | HttpResponse): void {
    this.responder = typeof responder === 'function' ? responder : () => responder;
  }

  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    this.requests.push(request);
    return (await this.responder(request)) as HttpResponse<T>;
  }
}
