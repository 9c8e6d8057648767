import { availableParallelism, cpus } from 'node:os';
import { adminUsers } from '../../server/db/schema/admin';
import { auditLog } from '../../server/db/schema/audit';
import { createTestServer, signInTestUser } from '../../tests/support/test-server';
import { ms, percentile } from './support';

/**
 * Listing 10,000 users and 10,000 audit records through the API (server-side paging, sorting and
 * search), in-process on PGlite: the p50 and p95 latency of each kind of request. Prints figures;
 * nothing passes or fails. See docs/admin.md.
 */
const ROWS = 10_000;
const server = await createTestServer('pglite', { ADMIN_USERS_SYNC_MINUTES: '0' });
try {
  // Let the start-up reconciliation of the users list finish before adding rows the pool does not know.
  await new Promise((r) => setTimeout(r, 1000));
  const now = new Date('2026-03-02T12:00:00Z');
  const names = ['Ana', 'Luis', 'Rosa', 'Jorge', 'Carmen', 'Pedro', 'Lucía', 'Miguel', 'Elena', 'Raúl'];
  const surnames = ['Quispe', 'Huamán', 'Flores', 'Mamani', 'Rojas', 'Torres', 'Chávez', 'Vargas'];
  for (let start = 0; start < ROWS; start += 1000) {
    await server.database.db.insert(adminUsers).values(
      Array.from({ length: 1000 }, (_, j) => {
        const i = start + j;
        const username = `pescador${String(i).padStart(5, '0')}`;
        return {
          usernameKey: username,
          username,
          sub: `sub-${i}`,
          name: `${names[i % names.length]} ${surnames[i % surnames.length]} ${i}`,
          email: `${username}@planillas.local`,
          enabled: i % 17 !== 0,
          status: 'CONFIRMED',
          lastSignInAt: i % 3 === 0 ? null : new Date(now.getTime() - i * 60_000),
          createdAt: new Date(now.getTime() - i * 3_600_000),
          updatedAt: now,
          syncedAt: now,
        };
      }),
    );
    await server.database.db.insert(auditLog).values(
      Array.from({ length: 1000 }, (_, j) => {
        const i = start + j;
        return {
          occurredAt: new Date(now.getTime() - i * 60_000),
          actorUsername: `pescador${String(i % 50).padStart(5, '0')}`,
          action: ['crear', 'editar', 'eliminar'][i % 3] as string,
          entity: ['rol', 'usuario', 'noticia'][i % 3] as string,
          entityId: String(i % 400),
          before: i % 3 === 0 ? null : { nombre: `Antes ${i}` },
          after: { nombre: `Después ${i}` },
        };
      }),
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
    `== Listing ${ROWS.toLocaleString('en')} users and ${ROWS.toLocaleString('en')} audit records — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PGlite, in-process ==`,
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
  await measure('users: a page of 25 by username', (i) => `/api/usuarios?page=${(i % 400) + 1}&pageSize=25`);
  await measure(
    'users: a page of 25 by name, descending',
    (i) => `/api/usuarios?page=${(i % 400) + 1}&pageSize=25&sort=name&order=desc`,
  );
  await measure(
    'users: search by name (q)',
    (i) => `/api/usuarios?page=1&pageSize=25&q=${names[i % names.length]}`,
  );
  await measure('users: the last page of 100', () => `/api/usuarios?page=100&pageSize=100`);
  await measure(
    'audit: a page of 25, newest first',
    (i) => `/api/auditoria?page=${(i % 400) + 1}&pageSize=25`,
  );
  await measure(
    'audit: filtered by entity and actor',
    (i) =>
      `/api/auditoria?page=1&pageSize=25&entity=rol&actor=pescador${String((i * 3) % 50).padStart(5, '0')}`,
  );
  await measure(
    'audit: a date range',
    () => `/api/auditoria?page=1&pageSize=25&from=2026-02-25&to=2026-02-28`,
  );
} finally {
  await server.close();
}
