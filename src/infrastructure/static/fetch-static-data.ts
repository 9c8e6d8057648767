import type { StaticData } from '../../application/ports/static-data';

/** Reads static JSON shipped with the SPA, relative to the document's base URL. */
export class FetchStaticData implements StaticData {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  async getJson(path: string): Promise<unknown> {
    const url = new URL(path, this.baseUrl).toString();
    const response = await this.fetchFn(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  }
}
