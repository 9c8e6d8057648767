import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerTerms } from '../../server/db/schema';
import type { RouteEntry } from '../../server/http/route-table';
import type { ComputeContext } from '../../src/domain/fishing-weeks';
import { databaseKinds } from '../support/test-database';
import { adminHarness, type AdminHarness } from './admin/support';
import { exampleWeek, seedMaster, type Master } from './fishing-weeks/support';

/**
 * The API contract (docs/api-contract.md): every API route declares the schema of each 2xx answer, so
 * Fastify serialises what the contract says and nothing else, and the SPA's adapter reads its types
 * from the same schema. Routes are read from the server's own route table, so a route added later
 * without a contract fails here.
 */

const responsesOf = (route: RouteEntry): Record<string, unknown> =>
  ((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}) as Record<
    string,
    unknown
  >;
const isSuccess = (code: string) => /^2(\d\d|xx)$/.test(code);

describe.each(databaseKinds())('the API contract on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
  }, 120_000);
  afterAll(async () => h?.close());

  it('declares a response schema for the successful answers of every API route', () => {
    // The test hooks (`/__test/...`, registered only by the test server) are no part of the API.
    const api = h.server.app.routeTable.routes.filter(
      (r) =>
        r.url.startsWith(`${h.server.config.backendPrefix}/`) &&
        !r.url.startsWith(`${h.server.config.backendPrefix}/__test/`) &&
        r.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(50);
    const missing = api
      .filter((route) => !Object.keys(responsesOf(route)).some(isSuccess))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('serialises the compute context of a week with an AFP worker on the flow commission, with what the engine reads', async () => {
    const [afpWorker] = m.workers;
    await h.server.database.db
      .update(workerTerms)
      .set({ pensionScheme: 'AFP', afp: 'INTEGRA', commissionType: 'FLUJO', familyAllowance: true })
      .where(eq(workerTerms.workerId, afpWorker!));
    const week = await exampleWeek(h, m, 20, false);

    const res = await h.admin.get(`/semanas-de-pesca/${week.id}/contexto`);

    expect(res.statusCode, res.body).toBe(200);
    const context = res.json() as ComputeContext;
    const worker = context.master.workers.find((w) => w.id === afpWorker);
    expect(worker?.terms).toEqual([
      expect.objectContaining({
        pensionScheme: 'AFP',
        afp: 'INTEGRA',
        commissionType: 'FLUJO',
        familyAllowance: true,
      }),
    ]);
  });
});
