import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import pg from 'pg';
import { benchUser, load, ms, percentile, startBenchServer } from './support';

/**
 * The load benchmark: 20 concurrent clients for 10 s (after a 2 s warm-up) on
 * GET {backend}/usuario/modulos-permisos (every page of the SPA asks it) and on sign-in
 * (InitiateAuth USER_PASSWORD_AUTH on the built-in pool, with the production argon2 cost), on PGlite
 * and, when DATABASE_URL is set, on a fresh PostgreSQL database. The clients run on the same machine
 * as the server. Prints requests/s, p50 and p99; nothing passes or fails. See docs/reliability.md.
 */
const CLIENTS = 20;
const SECONDS = 10;
const PASSWORD = 'Banco-De-Pruebas-1';

async function withDatabase<T>(
  kind: 'pglite' | 'postgres',
  run: (env: Record<string, string>) => Promise<T>,
) {
  if (kind === 'pglite') return run({});
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `planillas_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sqlText: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sqlText);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const line = (what: string, r: { latencies: number[]; perSecond: number }) =>
  `${what}: ${r.perSecond.toFixed(0)} requests/s, p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(percentile(r.latencies, 99))} (${r.latencies.length} requests, ${CLIENTS} clients, ${SECONDS} s)`;

const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
console.log(
  `== load: ${CLIENTS} concurrent clients × ${SECONDS} s — ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version} ==`,
);
for (const kind of kinds) {
  await withDatabase(kind, async (env) => {
    const server = await startBenchServer(`load-${kind}`, env);
    try {
      const { baseUrl } = server;
      const role = await fetch(`${baseUrl}/api/__test/access/roles/${encodeURIComponent('Banco de carga')}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          modules: ['dashboard', 'trabajador', 'empresa', 'embarcacion', 'especie', 'noticia', 'usuario'],
          actions: ['ver', 'crear', 'editar'],
        }),
      });
      if (!role.ok) throw new Error(`could not create the role: ${await role.text()}`);
      const users: { username: string; token: string }[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        const username = `banco-carga-${i}`;
        users.push({ username, token: await benchUser(baseUrl, username, PASSWORD) });
        const assigned = await fetch(`${baseUrl}/api/__test/access/users/${username}/roles`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ roles: ['Banco de carga'] }),
        });
        if (!assigned.ok) throw new Error(`could not assign the role: ${await assigned.text()}`);
      }

      let p = 0;
      const permissions = await load(
        () =>
          fetch(`${baseUrl}/api/usuario/modulos-permisos`, {
            headers: { authorization: `Bearer ${users[p++ % users.length]?.token}` },
          }),
        { concurrency: CLIENTS, seconds: SECONDS },
      );
      console.log(line(`${kind.padEnd(8)} GET /api/usuario/modulos-permisos`, permissions));

      let s = 0;
      const signIn = await load(
        () =>
          fetch(`${baseUrl}/cognito/`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-amz-json-1.1',
              'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
            },
            body: JSON.stringify({
              AuthFlow: 'USER_PASSWORD_AUTH',
              ClientId: 'planillas-web',
              AuthParameters: { USERNAME: users[s++ % users.length]?.username, PASSWORD },
            }),
          }),
        { concurrency: CLIENTS, seconds: SECONDS },
      );
      console.log(line(`${kind.padEnd(8)} sign-in (InitiateAuth on /cognito)`, signIn));
    } finally {
      await server.stop();
    }
  });
}
