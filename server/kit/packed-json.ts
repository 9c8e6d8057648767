import { gunzipSync, gzipSync } from 'node:zlib';

/** A large JSON value (a traced result, a compute context) as stored: gzip, fast level. */
export const packJson = (value: unknown): Buffer => gzipSync(JSON.stringify(value), { level: 1 });
export const unpackJson = (blob: Buffer): unknown => JSON.parse(gunzipSync(blob).toString('utf8')) as unknown;
