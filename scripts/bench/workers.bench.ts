import { availableParallelism, cpus } from 'node:os';
import { createTestServer, signInTestUser } from '../../tests/support/test-server';
import { workbookOf, workerRow } from '../../tests/support/workers/workbook';
import { ms, percentile } from './support';

/**
 * Workers (docs/workers.md), in-process through the API on PGlite (or PostgreSQL when DATABASE_URL is
 * set), measured around `inject`:
 * - the import of a 2,000-row .xlsx (validate only, save all in one transaction, re-import unchanged),
 *   five times with new documents, so the last list holds 10,000 workers; target < 3 s per import;
 * - listing 10,000 workers page by page, searched, filtered by position and scheme, sorted by position.
 * Prints p50/p95 figures; nothing passes or fails.
 */
const IMPORTS = 5;
const ROWS = 2000;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const server = await createTestServer(kind, { ADMIN_USERS_SYNC_MINUTES: '0' });
try {
  const admin = await signInTestUser(server, 'jefe-banco');
  const assigned = await server.app.inject({
    method: 'PUT',
    url: '/api/__test/access/users/jefe-banco/roles',
    payload: { roles: ['Administrador'] },
  });
  if (assigned.statusCode !== 200) throw new Error(`could not assign the role: ${assigned.body}`);
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  const positions: number[] = [];
  for (const code of ['TRI', 'PAT']) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/cargos',
      headers: auth,
      payload: {
        code,
        name: code,
        landDailyRate: '20.00',
        fixedPay: false,
        active: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`could not create a position: ${res.body}`);
    positions.push((res.json() as { id: number }).id);
  }

  console.log(
    `== Workers: ${IMPORTS} imports of ${ROWS.toLocaleString('en')} rows, then listing ${(IMPORTS * ROWS).toLocaleString('en')} — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, in-process ==`,
  );
  const upload = async (file: Buffer, mode: string) => {
    const t = performance.now();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/trabajadores/importacion?mode=${mode}&name=banco.xlsx`,
      headers: {
        ...auth,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      payload: file,
    });
    if (res.statusCode !== 200) throw new Error(`import ${mode} answered ${res.statusCode}: ${res.body}`);
    return { elapsed: performance.now() - t, summary: res.json() as { created: number; unchanged: number } };
  };
  const times: Record<'validate' | 'all' | 'again', number[]> = { validate: [], all: [], again: [] };
  for (let n = 0; n < IMPORTS; n++) {
    const code = n % 2 === 0 ? 'TRI' : 'PAT';
    const file = await workbookOf(
      Array.from({ length: ROWS }, (_, i) => workerRow(i, code, 40_000_000 + n * 100_000)),
    );
    times.validate.push((await upload(file, 'validate')).elapsed);
    const saved = await upload(file, 'all');
    if (saved.summary.created !== ROWS) throw new Error(`created ${saved.summary.created}, not ${ROWS}`);
    times.all.push(saved.elapsed);
    const again = await upload(file, 'all');
    if (again.summary.unchanged !== ROWS) throw new Error(`re-import: ${JSON.stringify(again.summary)}`);
    times.again.push(again.elapsed);
  }
  const line = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(58)} p50 ${ms(percentile(values, 50)).padStart(9)}  p95 ${ms(percentile(values, 95)).padStart(9)}`,
    );
  line(`import ${ROWS.toLocaleString('en')} rows: validate only (nothing saved)`, times.validate);
  line(`import ${ROWS.toLocaleString('en')} rows: save all (one transaction, audited)`, times.all);
  line(`import ${ROWS.toLocaleString('en')} rows again: all unchanged`, times.again);

  const measure = async (label: string, url: (i: number) => string) => {
    const latencies: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t = performance.now();
      const res = await server.app.inject({ method: 'GET', url: url(i), headers: auth });
      if (res.statusCode !== 200) throw new Error(`${url(i)} answered ${res.statusCode}: ${res.body}`);
      if (i >= 20) latencies.push(performance.now() - t);
    }
    line(label, latencies);
  };
  const pages = (IMPORTS * ROWS) / 25;
  await measure(
    'workers: page by page, 25 by name',
    (i) => `/api/trabajadores?page=${(i % pages) + 1}&pageSize=25`,
  );
  await measure(
    'workers: search by document number',
    (i) => `/api/trabajadores?q=4${String(i).padStart(4, '0')}`,
  );
  await measure('workers: search by name', (i) => `/api/trabajadores?q=NOMBRE%20${i}`);
  await measure(
    'workers: position and scheme in force today',
    (i) =>
      `/api/trabajadores?page=${(i % 40) + 1}&pageSize=25&positionId=${positions[i % 2]}&pensionScheme=${i % 3 === 0 ? 'ONP' : 'AFP'}`,
  );
  await measure(
    'workers: sorted by position (first 40 pages)',
    (i) => `/api/trabajadores?page=${(i % 40) + 1}&pageSize=25&sort=position`,
  );
  const t = performance.now();
  const exported = await server.app.inject({
    method: 'GET',
    url: '/api/trabajadores/export.xlsx',
    headers: auth,
  });
  console.log(
    `workers: export of all ${(IMPORTS * ROWS).toLocaleString('en')} as .xlsx`.padEnd(58),
    `${ms(performance.now() - t)}, ${(exported.rawPayload.length / 1024).toFixed(0)} kB`,
  );
} finally {
  await server.close();
}
