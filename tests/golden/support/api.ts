import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from '../../server/admin/support';

/** A request the server answered with another status than the one expected. */
export class ApiFailure extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: string,
    expected: number,
  ) {
    super(`${method} ${url} answered ${status} (expected ${expected}): ${body.slice(0, 2000)}`);
  }
}

/**
 * The API as a clerk's browser uses it, over the signed-in user's bearer token: JSON in and out, and
 * a failure that prints the server's answer (a refused import or computation says which row and why).
 */
export class GoldenApi {
  constructor(private readonly user: SignedIn) {}

  private async send(options: InjectOptions, expected: number): Promise<LightMyRequestResponse> {
    const res = await this.user.call(options);
    if (res.statusCode !== expected)
      throw new ApiFailure(String(options.method), String(options.url), res.statusCode, res.body, expected);
    return res;
  }

  async get<T>(path: string): Promise<T> {
    return (await this.send({ method: 'GET', url: `/api${path}` }, 200)).json<T>();
  }

  async post<T>(path: string, body: object, expected = 200): Promise<T> {
    return (await this.send({ method: 'POST', url: `/api${path}`, payload: body }, expected)).json<T>();
  }

  async put<T>(path: string, body: object): Promise<T> {
    return (await this.send({ method: 'PUT', url: `/api${path}`, payload: body }, 200)).json<T>();
  }

  /** A file upload (the raw body, as the import dialogs send it). */
  async upload<T>(path: string, contentType: string, body: Buffer): Promise<T> {
    const res = await this.send(
      { method: 'POST', url: `/api${path}`, headers: { 'content-type': contentType }, payload: body },
      200,
    );
    return res.json<T>();
  }

  /** A download: its bytes and content type. */
  async download(path: string): Promise<{ bytes: Buffer; contentType: string; text: string }> {
    const res = await this.send({ method: 'GET', url: `/api${path}` }, 200);
    return { bytes: res.rawPayload, contentType: String(res.headers['content-type']), text: res.body };
  }

  /** A GET the server must refuse with `status`: its answer's text. */
  async refused(path: string, status: number): Promise<string> {
    return (await this.send({ method: 'GET', url: `/api${path}` }, status)).body;
  }
}
