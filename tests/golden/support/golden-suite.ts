import { afterAll, beforeAll, describe } from 'vitest';
import { adminHarness, type AdminHarness } from '../../server/admin/support';
import { databaseKinds } from '../../support/test-database';
import { GoldenApi } from './api';

/** The server a golden suite enters its cases into, started before its tests and closed after them. */
export interface GoldenServer {
  /** The administrator's API (only inside a test: the server starts in `beforeAll`). */
  readonly api: GoldenApi;
}

/**
 * A golden suite run once per database kind (`<title> on <kind>`), on a server of its own signed in as
 * the administrator; `body` declares the tests and reads `server.api` inside them.
 */
export function goldenSuite(title: string, body: (server: GoldenServer) => void): void {
  describe.each(databaseKinds())(`${title} on %s`, (kind) => {
    let harness: AdminHarness | undefined;
    let api: GoldenApi | undefined;

    beforeAll(async () => {
      harness = await adminHarness(kind);
      api = new GoldenApi(harness.admin);
    });
    afterAll(async () => harness?.close());

    body({
      get api(): GoldenApi {
        if (!api) throw new Error('the golden server is not started yet');
        return api;
      },
    });
  });
}
