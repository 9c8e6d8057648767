/**
 * Payroll engine benchmark: `npm run bench` (tsx scripts/bench/payroll.bench.ts [--runs N] [--json]).
 *
 * Generates a large fishing week deterministically (80 vessels, 7 days, 2,000 workers, 11,000
 * crew-days, three species) and the four weeks of its month, then prints the median time to
 * compute the week and to consolidate the month, and the memory they use. Targets on the project
 * machine: under 50 ms each, under 100 MB.
 */
import { Session } from 'node:inspector';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { runMonth } from '../../src/application/payroll/consolidate-monthly-payroll';
import { readMonthlyInput, readWeeklyInput } from '../../src/application/payroll/payroll-input-json';
import { weeklyPayrollToJson } from '../../src/application/payroll/payroll-output-json';
import { consolidateMonth } from '../../src/domain/payroll/monthly-payroll';
import { seedParameters } from '../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import { generateMonthJson, generateWeekJson } from '../payroll/generate-week';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 30;
const WARMUP = 5;
const asJson = args.includes('--json');

interface Figures {
  readonly medianMs: number;
  /** CPU time of the process (all threads, GC helpers included): what the run costs when the machine is shared. */
  readonly cpuMedianMs: number;
  readonly minMs: number;
  readonly p90Ms: number;
  /** Heap still used after a full GC while the result is held: the result's own size. */
  readonly retainedMb: number;
  /** Bytes allocated by one run (sampled, garbage included): an upper bound of its peak heap growth. */
  readonly allocatedMb: number;
}

function time<T>(run: () => T, runs = RUNS): Figures {
  for (let i = 0; i < WARMUP; i++) run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = run();
  gc();
  const retained = process.memoryUsage().heapUsed - before;
  void kept;
  return {
    medianMs: times[Math.floor(times.length / 2)]!,
    cpuMedianMs: cpu[Math.floor(cpu.length / 2)]!,
    minMs: times[0]!,
    p90Ms: times[Math.floor(times.length * 0.9)]!,
    retainedMb: retained / 1e6,
    allocatedMb: allocatedBytes(run) / 1e6,
  };
}

/** Bytes allocated by one run, from V8's sampling heap profiler counting collected objects too. */
function allocatedBytes(run: () => unknown): number {
  const session = new Session();
  session.connect();
  const post = (method: string, params: object = {}) => {
    let out: unknown;
    session.post(method, params, (error, result) => {
      if (error) throw error;
      out = result;
    });
    return out as { profile?: { head: ProfileNode } };
  };
  type ProfileNode = { selfSize: number; children: ProfileNode[] };
  post('HeapProfiler.enable');
  post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const samples = 5;
  for (let i = 0; i < samples; i++) run();
  const { profile } = post('HeapProfiler.stopSampling');
  session.disconnect();
  let total = 0;
  const walk = (node: ProfileNode): void => {
    total += node.selfSize;
    node.children.forEach(walk);
  };
  if (profile) walk(profile.head);
  return total / samples;
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error).slice(0, 2000));
  return result.value;
}

const parameters = seedParameters();
const SHAPE = { vessels: 80, workers: 2000, crewDays: 11_000 };

function heapMb(): number {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

/**
 * Memory: the JS heap in use, after a full GC, while holding the inputs, plus what one run
 * allocates (garbage included) bounds the heap's peak during the run; no GC can make it higher.
 */
interface Memory {
  readonly heapWithInputsMb: number;
  readonly peakHeapBoundMb: number;
}

function benchWeek() {
  const weekJson = generateWeekJson(SHAPE);
  const week = must(readWeeklyInput(weekJson));
  const weekResult = must(computeWeeklyPayroll(week, parameters));
  const shape = {
    vessels: week.vessels.length,
    days: 7,
    workers: week.workers.length,
    crewDays: week.attendance.filter((a) => a.kind === 'board').length,
    species: week.species.length,
    landings: week.landings.length,
    pools: weekResult.pools.length,
    shareLines: weekResult.workers.reduce(
      (n, w) => n + w.earnings.filter((l) => l.concept === 'catchShare').length,
      0,
    ),
  };
  const compute = time(() => computeWeeklyPayroll(week, parameters));
  const parse = time(() => readWeeklyInput(weekJson), 10);
  const output = time(() => JSON.stringify(weeklyPayrollToJson(weekResult)), 5);
  const heapWithInputsMb = heapMb();
  return {
    shape,
    compute,
    parse,
    output,
    memory: { heapWithInputsMb, peakHeapBoundMb: heapWithInputsMb + compute.allocatedMb },
  };
}

function benchMonth() {
  const monthInput = must(readMonthlyInput(generateMonthJson(SHAPE)));
  const monthRun = must(runMonth(monthInput, parameters));
  const consolidate = time(() =>
    consolidateMonth({ month: monthInput.month, weeks: monthRun.weeks, yearToDate: [] }, parameters),
  );
  const endToEnd = time(() => runMonth(monthInput, parameters), 5);
  const heapWithInputsMb = heapMb();
  return {
    shape: { weeks: monthRun.weeks.length, workers: monthRun.month.workers.length },
    consolidate,
    endToEnd,
    memory: { heapWithInputsMb, peakHeapBoundMb: heapWithInputsMb + consolidate.allocatedMb },
  };
}

const baseHeapMb = heapMb();
const week = benchWeek();
const month = benchMonth();
const peakRssMb = process.resourceUsage().maxRSS / 1024;

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '?',
  loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
};
const rows: [string, Figures][] = [
  ['week: computeWeeklyPayroll', week.compute],
  ['month: consolidateMonth (its 4 weeks computed)', month.consolidate],
  ['month end to end: runMonth (4 weeks + consolidation)', month.endToEnd],
  ['week input: readWeeklyInput (JSON → domain)', week.parse],
  ['week output: weeklyPayrollToJson + JSON.stringify', week.output],
];
const memory: Record<'week' | 'month', Memory> = { week: week.memory, month: month.memory };
const met =
  week.compute.medianMs < 50 &&
  month.consolidate.medianMs < 50 &&
  memory.week.peakHeapBoundMb < 100 &&
  memory.month.peakHeapBoundMb < 100;

if (asJson) {
  console.log(
    JSON.stringify(
      {
        shape: { week: week.shape, month: month.shape },
        machine,
        runs: RUNS,
        figures: Object.fromEntries(rows),
        baseHeapMb,
        memory,
        peakRssMb,
        targetsMet: met,
      },
      null,
      2,
    ),
  );
} else {
  const s = week.shape;
  const f = (x: number) => x.toFixed(1).padStart(8);
  console.log(
    `Payroll engine benchmark — Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpu}), load average ${machine.loadAverage.join(' ')}`,
  );
  console.log(
    `Week: ${s.vessels} vessels × ${s.days} days, ${s.workers} workers, ${s.crewDays} crew-days, ${s.species} species, ` +
      `${s.landings} landings → ${s.pools} pools, ${s.shareLines} share lines. Month: ${month.shape.weeks} such weeks, ${month.shape.workers} workers.`,
  );
  console.log(
    `Times: ${RUNS} runs (fewer for the last three rows) after ${WARMUP} warm-up runs, a full GC before each run.`,
  );
  console.log('');
  console.log(`${'measure'.padEnd(54)}  median ms   min ms   p90 ms   CPU ms  retained MB  allocated MB`);
  for (const [name, x] of rows) {
    console.log(
      `${name.padEnd(54)} ${f(x.medianMs)}   ${f(x.minMs)} ${f(x.p90Ms)} ${f(x.cpuMedianMs)}    ${f(x.retainedMb)}      ${f(x.allocatedMb)}`,
    );
  }
  console.log(
    'ms: wall-clock time; CPU ms: median CPU time of the process per run (GC threads included), which a busy machine does not inflate;',
  );
  console.log('retained: heap the result keeps; allocated: heap one run allocates, garbage included.');
  console.log('');
  console.log(
    `Peak JS heap while computing the week: at most ${memory.week.peakHeapBoundMb.toFixed(1)} MB ` +
      `(${memory.week.heapWithInputsMb.toFixed(1)} MB in use with its input, of which ${baseHeapMb.toFixed(1)} MB is the loaded program, + ${week.compute.allocatedMb.toFixed(1)} MB allocated by a run).`,
  );
  console.log(
    `Peak JS heap while consolidating the month: at most ${memory.month.peakHeapBoundMb.toFixed(1)} MB ` +
      `(${memory.month.heapWithInputsMb.toFixed(1)} MB in use with its 4 computed weeks + ${month.consolidate.allocatedMb.toFixed(1)} MB allocated by a run).`,
  );
  console.log(
    `Peak RSS of this benchmark process, TypeScript loader and every input and result above included: ${peakRssMb.toFixed(1)} MB.`,
  );
  console.log(`Targets (week < 50 ms, month < 50 ms, peak heap < 100 MB): ${met ? 'met' : 'NOT met'}`);
}
