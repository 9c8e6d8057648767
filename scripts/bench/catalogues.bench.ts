import { availableParallelism, cpus } from 'node:os';
import { rucCheckDigit } from '../../src/domain/shared/ruc';
import { companies, vesselShares, vessels } from '../../server/db/schema/catalogues';
import { createTestServer, signInTestUser } from '../../tests/support/test-server';
import { ms, percentile } from './support';

/**
 * Listing 10,000 companies and 10,000 vessels (each with a crew share history of 3 rows) through the
 * API page by page, in-process on PGlite: the p50 and p95 latency of each kind of request, measured
 * around `inject` (server-side). Target p95 < 20 ms. Prints figures; nothing passes or fails. See
 * docs/catalogues.md.
 */
const ROWS = 10_000;
const server = await createTestServer('pglite', { ADMIN_USERS_SYNC_MINUTES: '0' });
try {
  const now = new Date('2026-03-02T12:00:00Z');
  const by = { createdAt: now, createdBy: 'bench', updatedAt: now, updatedBy: 'bench' };
  const names = ['Don Lucho', 'Santa Rosa', 'María Auxiliadora', 'San Pedro', 'Virgen del Carmen', 'Tiburón'];
  const db = server.database.db;
  for (let start = 0; start < ROWS; start += 1000) {
    const made = await db
      .insert(companies)
      .values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = start + j;
          const base = `20${String(10_000_000 + i * 7).padStart(8, '0')}`;
          return {
            ruc: `${base}${rucCheckDigit(base)}`,
            legalName: `Pesquera ${names[i % names.length]} ${i} S.A.C.`,
            address: `Av. Grau ${i}, Chimbote`,
            vesselOwner: true,
            ...by,
          };
        }),
      )
      .returning({ id: companies.id });
    const boats = await db
      .insert(vessels)
      .values(
        made.map((c, j) => {
          const i = start + j;
          return {
            registration: `CO-${String(i).padStart(5, '0')}-PM`,
            name: `${names[(i * 7) % names.length]} ${i}`,
            companyId: c.id,
            holdCapacityM3: String(100 + (i % 400)) + '.00',
            unionAffiliated: i % 2 === 0,
            ...by,
          };
        }),
      )
      .returning({ id: vessels.id });
    await db.insert(vesselShares).values(
      boats.flatMap((v, j) => [
        { vesselId: v.id, effectiveFrom: '2024-01-01', percent: '20.00' },
        { vesselId: v.id, effectiveFrom: '2025-01-01', percent: String(21 + ((start + j) % 4)) + '.40' },
        { vesselId: v.id, effectiveFrom: '2027-01-01', percent: '25.00' },
      ]),
    );
  }

  const admin = await signInTestUser(server, 'jefa-banco');
  const assigned = await server.app.inject({
    method: 'PUT',
    url: '/api/__test/access/users/jefa-banco/roles',
    payload: { roles: ['Administrador'] },
  });
  if (assigned.statusCode !== 200) throw new Error(`could not assign the role: ${assigned.body}`);

  console.log(
    `== Listing ${ROWS.toLocaleString('en')} companies and ${ROWS.toLocaleString('en')} vessels — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PGlite, in-process ==`,
  );
  const measure = async (label: string, url: (i: number) => string) => {
    const latencies: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t = performance.now();
      const res = await server.app.inject({
        method: 'GET',
        url: url(i),
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      if (res.statusCode !== 200) throw new Error(`${url(i)} answered ${res.statusCode}: ${res.body}`);
      if (i >= 20) latencies.push(performance.now() - t);
    }
    console.log(
      `${label.padEnd(58)} p50 ${ms(percentile(latencies, 50)).padStart(9)}  p95 ${ms(percentile(latencies, 95)).padStart(9)}`,
    );
  };
  await measure('floor: one company by id (token, permission, one row)', () => `/api/empresas/1`);
  await measure(
    'companies: page by page, 25 by legal name',
    (i) => `/api/empresas?page=${(i % 400) + 1}&pageSize=25`,
  );
  await measure(
    'companies: search (q)',
    (i) => `/api/empresas?page=1&pageSize=25&q=${names[i % names.length]}`,
  );
  await measure(
    'vessels: page by page, 25 by name',
    (i) => `/api/embarcaciones?page=${(i % 400) + 1}&pageSize=25`,
  );
  await measure(
    'vessels: by share in force today, descending',
    (i) => `/api/embarcaciones?page=${(i % 400) + 1}&pageSize=25&sort=sharePercent&order=desc`,
  );
  await measure(
    'vessels: search (q, also the company)',
    (i) => `/api/embarcaciones?page=1&pageSize=25&q=${i}`,
  );
  const t = performance.now();
  const exported = await server.app.inject({
    method: 'GET',
    url: '/api/embarcaciones/export.xlsx',
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  console.log(
    `vessels: export of all ${ROWS.toLocaleString('en')} as .xlsx`.padEnd(58),
    `${ms(performance.now() - t)}, ${(exported.rawPayload.length / 1024).toFixed(0)} kB`,
  );
} finally {
  await server.close();
}
