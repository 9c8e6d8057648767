import type { StaticData } from '../../../src/application/ports/static-data';

/** Static files held in memory; a missing file rejects like a failed fetch. */
export class FakeStaticData implements StaticData {
  readonly requested: string[] = [];
  constructor(private readonly files: Record<string, unknown> = {}) {}

  async getJson(path: string): Promise<unknown> {
    this.requested.push(path);
    if (!(path in this.files)) throw new Error(`GET ${path}: 404`);
    return this.files[path];
  }
}
