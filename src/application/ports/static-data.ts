/** Static JSON files shipped with the SPA (`assets/data/*.json`). */
export interface StaticData {
  /** Resolves the parsed JSON of a file under `assets/`, or rejects when it cannot be read. */
  getJson(path: string): Promise<unknown>;
}
export const StaticData = Symbol.for('StaticData');
