import { availableParallelism, cpus } from 'node:os';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import argon2 from 'argon2';
import { ms, percentile, startBenchServer } from './support';

/**
 * The built-in pool's sign-in cost on this machine: argon2id alone, then InitiateAuth
 * (USER_PASSWORD_AUTH) through the real SDK against the product's server process, one at a time and
 * with several in flight. Prints figures; nothing passes or fails. See docs/identity.md.
 */
// The AWS SDK warns once that newer versions will need Node 22; keep the figures readable.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'NodeVersionSupportWarning') console.warn(warning);
});

const ARGON2 = { memoryKib: 19456, timeCost: 2, parallelism: 1 };
const PASSWORD = 'Banco-De-Pruebas-1';

console.log(
  `== Machine: ${availableParallelism()} CPU cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version} ==`,
);

console.log(
  `== argon2id alone (m=${ARGON2.memoryKib} KiB, t=${ARGON2.timeCost}, p=${ARGON2.parallelism}) ==`,
);
{
  const options: argon2.HashOptions = {
    type: argon2.argon2id,
    memoryCost: ARGON2.memoryKib,
    timeCost: ARGON2.timeCost,
    parallelism: ARGON2.parallelism,
  };
  const hash = await argon2.hash(PASSWORD, options);
  const single: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await argon2.verify(hash, PASSWORD);
    single.push(performance.now() - t);
  }
  console.log(`one verification: median ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}`);
  const n = 40;
  const t = performance.now();
  await Promise.all(Array.from({ length: n }, () => argon2.verify(hash, PASSWORD)));
  const seconds = (performance.now() - t) / 1000;
  console.log(`${n} verifications at once: ${(n / seconds).toFixed(1)} per second (libuv's 4 threads)`);
}

console.log('== InitiateAuth (USER_PASSWORD_AUTH) through the SDK, against the server process ==');
const server = await startBenchServer('identity', {
  // The test hooks create the users; the pool itself runs with its production settings.
  IDENTITY_ARGON2: `m=${ARGON2.memoryKib},t=${ARGON2.timeCost},p=${ARGON2.parallelism}`,
});
const { baseUrl } = server;
try {
  const users = Array.from({ length: 8 }, (_, i) => `banco-${i}`);
  for (const username of users) {
    const res = await fetch(`${baseUrl}/__test/identity/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`could not create ${username}: ${await res.text()}`);
  }
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${baseUrl}/cognito`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  let refreshToken = '';
  const signIn = async (username: string) => {
    const t = performance.now();
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'planillas-web',
        AuthParameters: { USERNAME: username, PASSWORD },
      }),
    );
    refreshToken = out.AuthenticationResult?.RefreshToken ?? refreshToken;
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await signIn(users[i % users.length] as string);

  const sequential: number[] = [];
  const seqStart = performance.now();
  for (let i = 0; i < 60; i++) sequential.push(await signIn(users[i % users.length] as string));
  const seqSeconds = (performance.now() - seqStart) / 1000;
  console.log(
    `one at a time (60): ${(60 / seqSeconds).toFixed(1)} sign-ins/s, p50 ${ms(percentile(sequential, 50))}, p95 ${ms(percentile(sequential, 95))}`,
  );

  for (const inFlight of [4, 8]) {
    const total = 160;
    const latencies: number[] = [];
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) {
          const i = next++;
          latencies.push(await signIn(users[i % users.length] as string));
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `${inFlight} in flight (${total}): ${(total / seconds).toFixed(1)} sign-ins/s, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`,
    );
  }

  const refreshes: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'planillas-web',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    refreshes.push(performance.now() - t);
  }
  console.log(
    `REFRESH_TOKEN_AUTH for comparison (no argon2): p50 ${ms(percentile(refreshes, 50))}, p95 ${ms(percentile(refreshes, 95))}`,
  );
  client.destroy();
} finally {
  await server.stop();
}
