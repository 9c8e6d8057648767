export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file (an .xlsx export); errors are still read as JSON. */
  readonly responseType?: 'json' | 'blob';
  /** With 'blob': told as the file arrives, so a long document shows its progress. */
  readonly onProgress?: DownloadProgress;
}

/**
 * How much of a file has arrived, in bytes, and its whole size when the server says it (a document
 * streamed as it is written has none).
 */
export type DownloadProgress = (received: number, total: number | null) => void;

export interface HttpResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Readonly<Record<string, string>>;
}

/** Sends HTTP requests. Non-2xx answers are responses, not exceptions; network failures throw. */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}
export const HttpClient = Symbol.for('HttpClient');
