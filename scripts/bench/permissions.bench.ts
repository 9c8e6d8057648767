import { availableParallelism, cpus } from 'node:os';
import { benchUser, load, ms, percentile, startBenchServer } from './support';

/**
 * GET {backend}/usuario/modulos-permisos under load: the request every page of the SPA depends on
 * (token verification, revocation check, the user's roles and modules from the database). The load
 * generator runs on the same machine as the server, so the figures are a floor. Prints figures;
 * nothing passes or fails. See docs/shell.md.
 */
const server = await startBenchServer('permissions');
try {
  const { baseUrl } = server;
  const role = await fetch(`${baseUrl}/api/__test/access/roles/${encodeURIComponent('Banco de permisos')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      modules: ['dashboard', 'trabajador', 'empresa', 'embarcacion', 'especie', 'uit', 'reporte_de_planilla'],
      actions: ['ver', 'crear', 'editar'],
    }),
  });
  if (!role.ok) throw new Error(`could not create the role: ${await role.text()}`);
  const tokens: string[] = [];
  for (let i = 0; i < 4; i++) {
    const username = `banco-permisos-${i}`;
    tokens.push(await benchUser(baseUrl, username));
    const assigned = await fetch(`${baseUrl}/api/__test/access/users/${username}/roles`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['Banco de permisos'] }),
    });
    if (!assigned.ok) throw new Error(`could not assign the role: ${await assigned.text()}`);
  }
  console.log(
    `== GET /api/usuario/modulos-permisos — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PGlite ==`,
  );
  let i = 0;
  const request = () =>
    fetch(`${baseUrl}/api/usuario/modulos-permisos`, {
      headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}` },
    });
  for (const concurrency of [1, 16, 64]) {
    const { latencies, perSecond } = await load(request, { concurrency, seconds: 8 });
    console.log(
      `${String(concurrency).padStart(2)} in flight: ${perSecond.toFixed(0)} requests/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (${latencies.length} requests)`,
    );
  }
  const unauthorized = await load(() => fetch(`${baseUrl}/api/usuario/modulos-permisos`), {
    concurrency: 16,
    seconds: 4,
    expectedStatus: 401,
  });
  console.log(
    `without a token (401), 16 in flight: ${unauthorized.perSecond.toFixed(0)} requests/s, p99 ${ms(percentile(unauthorized.latencies, 99))}`,
  );
} finally {
  await server.stop();
}
