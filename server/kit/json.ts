import { gunzipSync, gzipSync } from 'node:zlib';

/** A JSON value stored gzipped in a `bytea` column (computed results, traced lines). */
export const packJson = (value: unknown): Buffer => gzipSync(JSON.stringify(value), { level: 1 });
export const unpackJson = (blob: Buffer): unknown => JSON.parse(gunzipSync(blob).toString('utf8')) as unknown;
