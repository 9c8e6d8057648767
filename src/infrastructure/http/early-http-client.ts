import type { HttpClient, HttpRequest, HttpResponse } from '../../application/ports/http-client';

/** How long an answer asked for early waits to be taken (a page that never asks does not keep it). */
const KEEP_MS = 15_000;

interface Early {
  readonly response: Promise<HttpResponse>;
  readonly at: number;
}

/**
 * Lets the start-up ask for a page's first API answers before the page's code has loaded: `start`
 * sends a GET at once; the first `request` for the same URL (a GET without a body or an abort signal)
 * takes that answer instead of sending again. Each early answer is used once, and only while fresh.
 */
export class EarlyHttpClient implements HttpClient {
  private readonly early = new Map<string, Early>();

  constructor(
    private readonly inner: HttpClient,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Sends `GET url` now, for a request expected soon. */
  start(url: string): void {
    if (this.early.has(url)) return;
    const response = this.inner.request({ method: 'GET', url, headers: { Accept: 'application/json' } });
    // A failure is reported to whoever takes the answer, not as an unhandled rejection.
    response.catch(() => undefined);
    this.early.set(url, { response, at: this.now() });
  }

  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    if (request.method === 'GET' && request.body === undefined && !request.signal && !request.responseType) {
      const early = this.early.get(request.url);
      if (early) {
        this.early.delete(request.url);
        if (this.now() - early.at <= KEEP_MS) return early.response as Promise<HttpResponse<T>>;
      }
    }
    return this.inner.request<T>(request);
  }
}
