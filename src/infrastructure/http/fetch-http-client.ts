import type {
  DownloadProgress,
  HttpClient,
  HttpRequest,
  HttpResponse,
} from '../../application/ports/http-client';

/** HttpClient over the browser's fetch. JSON in, JSON (or text) out. */
export class FetchHttpClient implements HttpClient {
  constructor(private readonly fetchFn: typeof fetch = (...args) => globalThis.fetch(...args)) {}

  async request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      // Texts and files (an import's spreadsheet) go as they are; anything else as JSON.
      body =
        typeof request.body === 'string' || request.body instanceof Blob
          ? request.body
          : JSON.stringify(request.body);
    }
    const response = await this.fetchFn(request.url, {
      method: request.method,
      headers,
      body: body ?? null,
      signal: request.signal ?? null,
    });
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      responseHeaders[key] = value;
    });
    if (request.responseType === 'blob' && response.ok) {
      const file = request.onProgress
        ? await readWithProgress(response, request.onProgress)
        : await response.blob();
      return { status: response.status, body: file as T, headers: responseHeaders };
    }
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const parsed: unknown = text !== '' && contentType.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed as T, headers: responseHeaders };
  }
}

/** Reads the answer's body as a file, telling `onProgress` how much has arrived after each piece. */
async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onProgress(0, total);
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    parts.push(piece.value);
    received += piece.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(parts as BlobPart[], { type });
}
