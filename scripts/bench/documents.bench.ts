import { availableParallelism, cpus } from 'node:os';
import { createTestServer, signInTestUser } from '../../tests/support/test-server';
import { seedLargeWeek } from './large-week';
import { ms } from './support';

/**
 * The documents of a large company's closed week, in-process through the API on PGlite (or PostgreSQL
 * when DATABASE_URL is set): the week of `npm run payroll -- generate-week` (2,000 workers) saved,
 * computed and closed, then, each read whole three times: its payslips as one PDF (docs/payslips.md;
 * target < 10 s) and as a .zip of one PDF per worker, the payroll report as .xlsx (docs/payroll-report.md;
 * target < 2 s), as PDF and as JSON. Prints the times, the sizes, the memory each document added while
 * it was read (the response held whole included), and the process's peak; nothing passes or fails.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const server = await createTestServer(kind, { ADMIN_USERS_SYNC_MINUTES: '0' });
try {
  const admin = await signInTestUser(server, 'jefe-boletas');
  const assigned = await server.app.inject({
    method: 'PUT',
    url: '/api/__test/access/users/jefe-boletas/roles',
    payload: { roles: ['Administrador'] },
  });
  if (assigned.statusCode !== 200) throw new Error(`could not assign the role: ${assigned.body}`);
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await server.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res;
  };
  const large = await seedLargeWeek(server.database.db);
  const created = (await call('POST', '/semanas-de-pesca', large.week)).json() as {
    id: number;
    version: number;
  };
  const id = created.id;
  let version = created.version;
  const put = async (path: string, body: object) => {
    version = (
      (await call('PUT', `/semanas-de-pesca/${id}/${path}`, { version, ...body })).json() as {
        version: number;
      }
    ).version;
  };
  await put('descargas', { prices: large.prices, landings: large.landings });
  await put('tripulacion', { crew: large.crew, landWork: large.landWork });
  await put('ajustes', { adjustments: large.adjustments });
  version = (
    (await call('POST', `/semanas-de-pesca/${id}/calculo`, { version })).json() as {
      week: { version: number };
    }
  ).week.version;
  await call('POST', `/semanas-de-pesca/${id}/cierre`, { version });
  const workers = new Set(large.crew.map((c) => c.workerId)).size;
  console.log(
    `== Documents of a closed week: ${workers.toLocaleString('en')} workers on board — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, in-process ==`,
  );
  let peak = process.memoryUsage().rss;
  /** The highest resident memory while one document is read (the response held whole included). */
  let peakOfDocument = peak;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    peakOfDocument = Math.max(peakOfDocument, rss);
  }, 50);
  const documents: [string, string][] = [
    ['payroll report as JSON (the screen)', `/reporte-de-planilla?semana=${id}`],
    ['payroll report as .xlsx', `/reporte-de-planilla.xlsx?semana=${id}`],
    ['payroll report as PDF', `/reporte-de-planilla.pdf?semana=${id}`],
    ["week's payslips as one PDF", `/semanas-de-pesca/${id}/boletas.pdf`],
    ["week's payslips as a .zip of PDFs", `/semanas-de-pesca/${id}/boletas.zip`],
  ];
  for (const [label, url] of documents)
    for (let round = 1; round <= ROUNDS; round++) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      peakOfDocument = before;
      const t = performance.now();
      const res = await call('GET', url);
      const elapsed = performance.now() - t;
      console.log(
        `${label} (round ${round})`.padEnd(52) +
          `${ms(elapsed).padStart(10)}   ${(res.rawPayload.length / 1024 / 1024).toFixed(1)} MB` +
          `   memory +${((Math.max(peakOfDocument, process.memoryUsage().rss) - before) / 1024 / 1024).toFixed(0)} MB`,
      );
    }
  clearInterval(sampler);
  console.log(`peak resident memory`.padEnd(52) + `${(peak / 1024 / 1024).toFixed(0)} MB`.padStart(10));
} finally {
  await server.close();
}
