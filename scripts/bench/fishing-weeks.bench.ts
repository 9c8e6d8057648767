import { availableParallelism, cpus } from 'node:os';
import { previewWeek } from '../../src/application/fishing-weeks/week-preview';
import type { ComputeContext } from '../../src/domain/fishing-weeks';
import { createTestServer, signInTestUser } from '../../tests/support/test-server';
import { seedLargeWeek } from './large-week';
import { ms, percentile } from './support';

/**
 * The fishing week (docs/fishing-weeks.md) of a large company, in-process through the API on PGlite
 * (or PostgreSQL when DATABASE_URL is set), measured around `inject`: the week of
 * `npm run payroll -- generate-week` (80 vessels, 7 days, 2,000 workers, 11,000 crew-days, 100
 * advances) opened, its landings and crew grids saved, computed, its last computation and one
 * worker's breakdown read. Targets of the issue: open < 1 s, save < 1 s, compute < 300 ms. Prints
 * p50/p95 figures; nothing passes or fails.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const server = await createTestServer(kind, { ADMIN_USERS_SYNC_MINUTES: '0' });
try {
  const admin = await signInTestUser(server, 'jefe-semana');
  const assigned = await server.app.inject({
    method: 'PUT',
    url: '/api/__test/access/users/jefe-semana/roles',
    payload: { roles: ['Administrador'] },
  });
  if (assigned.statusCode !== 200) throw new Error(`could not assign the role: ${assigned.body}`);
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const large = await seedLargeWeek(server.database.db);
  console.log(
    `== Fishing week: ${large.landings.length} landings, ${large.crew.length.toLocaleString('en')} crew-days, ${large.landWork.length} land days, ${new Set(large.crew.map((c) => c.workerId)).size.toLocaleString('en')} workers on board — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, in-process, ${ROUNDS} rounds ==`,
  );

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const t = performance.now();
    const res = await server.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    const elapsed = performance.now() - t;
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    return {
      elapsed,
      body: res.json() as {
        id?: number;
        version: number;
        week?: { version: number };
        workers?: { document: string }[];
      },
      /** The answer as the server sent it (the preview's context). */
      json: res.json<unknown>(),
    };
  };

  const created = await call('POST', '/semanas-de-pesca', large.week);
  const id = created.body.id!;
  let version = created.body.version;
  const times: Record<string, number[]> = {
    'open the week (GET, grids)': [],
    [`save the landings grid (${large.landings.length} rows)`]: [],
    [`save the crew grid (${large.crew.length.toLocaleString('en')} + ${large.landWork.length} rows)`]: [],
    'save the adjustments grid (100 rows)': [],
    'compute (POST calculo)': [],
    'last computation (GET calculo)': [],
    'one worker’s breakdown (GET detalle)': [],
    'compute context (GET contexto)': [],
    'browser preview (structured clone + computeWeek)': [],
  };
  const [open, landings, crew, adjustments, compute, last, detail, contextRead, preview] = Object.values(
    times,
  ) as number[][];
  for (let round = 0; round <= ROUNDS; round++) {
    const record = (list: number[] | undefined, elapsed: number) => {
      if (round > 0) list!.push(elapsed); // round 0 warms up
    };
    const opened = await call('GET', `/semanas-de-pesca/${id}`);
    record(open, opened.elapsed);
    // Every round changes a landing, so each save writes new grids.
    const rows = large.landings.map((l, i) =>
      i === 0 ? { ...l, tonnes: (Number(l.tonnes) + round / 1000).toFixed(3) } : l,
    );
    let saved = await call('PUT', `/semanas-de-pesca/${id}/descargas`, {
      version,
      prices: large.prices,
      landings: rows,
    });
    record(landings, saved.elapsed);
    version = saved.body.version;
    saved = await call('PUT', `/semanas-de-pesca/${id}/tripulacion`, {
      version,
      crew: large.crew,
      landWork: large.landWork,
    });
    record(crew, saved.elapsed);
    version = saved.body.version;
    saved = await call('PUT', `/semanas-de-pesca/${id}/ajustes`, { version, adjustments: large.adjustments });
    record(adjustments, saved.elapsed);
    version = saved.body.version;
    global.gc?.();
    const computed = await call('POST', `/semanas-de-pesca/${id}/calculo`, { version });
    record(compute, computed.elapsed);
    version = computed.body.week!.version;
    const answered = await call('GET', `/semanas-de-pesca/${id}/calculo`);
    record(last, answered.elapsed);
    const document = answered.body.workers![round % answered.body.workers!.length]!.document;
    record(detail, (await call('GET', `/semanas-de-pesca/${id}/detalle/${document}`)).elapsed);
    const context = await call('GET', `/semanas-de-pesca/${id}/contexto`);
    record(contextRead, context.elapsed);
    // What the preview's Web Worker does: receive (a structured clone) and compute the grids.
    const t = performance.now();
    const message = structuredClone({
      // The context route's answer is a ComputeContext by its response schema.
      context: context.json as ComputeContext,
      grids: {
        prices: large.prices,
        landings: rows,
        crew: large.crew,
        landWork: large.landWork,
        adjustments: large.adjustments,
      },
    });
    const outcome = previewWeek(message.context, message.grids);
    record(preview, performance.now() - t);
    if (outcome.kind !== 'computed')
      throw new Error(`the preview refused the week: ${outcome.refusal.message}`);
    if (JSON.stringify(outcome.workers) !== JSON.stringify(answered.body.workers))
      throw new Error('the preview and the server disagree');
  }
  for (const [name, values] of Object.entries(times))
    console.log(
      `${name.padEnd(52)} p50 ${ms(percentile(values, 50)).padStart(10)}   p95 ${ms(percentile(values, 95)).padStart(10)}`,
    );
} finally {
  await server.close();
}
