// A bounded CPU load for `npm run test:stress`: one busy-loop child process per core. The children stop
// when this process gets SIGTERM/SIGINT, when it dies (they check their parent), or after
// STRESS_LOAD_SECONDS (default 3600: the three runs take about 33 minutes here), whichever comes first.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';

const seconds = Number(process.env.STRESS_LOAD_SECONDS ?? 3600);

if (process.argv[2] === 'child') {
  const parent = process.ppid;
  const end = Date.now() + seconds * 1000;
  let x = 0;
  while (Date.now() < end) {
    for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1_000_003;
    try {
      process.kill(parent, 0);
    } catch {
      break; // the parent is gone: stop
    }
  }
  process.exit(x < 0 ? 1 : 0);
}

const children = Array.from({ length: availableParallelism() }, () =>
  fork(import.meta.filename, ['child'], { stdio: 'ignore' }),
);
console.log(`CPU load: ${children.length} busy processes (at most ${seconds} s)`);
const stop = () => {
  for (const child of children) child.kill('SIGKILL');
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setTimeout(stop, seconds * 1000).unref();
await Promise.all(
  children.map((child) => new Promise((resolve) => child.once('exit', () => resolve(undefined)))),
);
