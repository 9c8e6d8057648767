import { describe, expect, it } from 'vitest';
import { FetchHttpClient } from '../../../src/infrastructure/http/fetch-http-client';

/** An answer whose body arrives in `pieces`, as a streamed document does. */
function streamed(pieces: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('FetchHttpClient: a file with its progress', () => {
  it('tells how much has arrived after each piece and gives the whole file, of its type', async () => {
    const progress: [number, number | null][] = [];
    const http = new FetchHttpClient(() =>
      Promise.resolve(
        streamed(['%PDF-1.7 ', 'pagina 1 ', 'pagina 2'], { 'content-type': 'application/pdf' }),
      ),
    );
    const answer = await http.request<Blob>({
      method: 'GET',
      url: '/boletas.pdf',
      responseType: 'blob',
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(progress).toEqual([
      [0, null],
      [9, null],
      [18, null],
      [26, null],
    ]);
    expect(answer.body.type).toBe('application/pdf');
    expect(await answer.body.text()).toBe('%PDF-1.7 pagina 1 pagina 2');
  });

  it('gives the whole size when the server says it', async () => {
    const totals = new Set<number | null>();
    const http = new FetchHttpClient(() =>
      Promise.resolve(streamed(['abc', 'de'], { 'content-type': 'text/csv', 'content-length': '5' })),
    );
    await http.request<Blob>({
      method: 'GET',
      url: '/reporte.csv',
      responseType: 'blob',
      onProgress: (_received, total) => totals.add(total),
    });
    expect([...totals]).toEqual([5]);
  });

  it('reads an error as JSON, without progress', async () => {
    const progress: number[] = [];
    const http = new FetchHttpClient(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'La semana no está cerrada.' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const answer = await http.request({
      method: 'GET',
      url: '/boletas.pdf',
      responseType: 'blob',
      onProgress: (received) => progress.push(received),
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'La semana no está cerrada.' } });
    expect(progress).toEqual([]);
  });
});
