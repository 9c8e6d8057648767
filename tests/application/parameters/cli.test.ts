import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { payrollParameters, positions, specialtyPay } from '../../../server/db/schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'planillas-cli-'));

/** `npm run payroll -- …` on the PGlite database in `dataDir` (DATABASE_URL unset). */
function cli(...args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/payroll/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 90_000,
    env,
  });
  const json = run.stdout.trim() === '' ? undefined : (JSON.parse(run.stdout) as unknown);
  return {
    status: run.status,
    json: json as { key: string; value: string }[] | undefined,
    stderr: run.stderr,
  };
}

interface WorkerJson {
  readonly worker: { readonly document: string };
  readonly earnings: readonly { readonly concept: string; readonly inputs: { readonly partes?: string } }[];
}

const valueOf = (rows: { key: string; value: string }[] | undefined, key: string) =>
  rows?.find((r) => r.key === key)?.value;

describe('payroll command line: parameters from the database or a file', { timeout: 180_000 }, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads what the database stores (seeded at first open), a change included', async () => {
    const first = cli('parameters', '--date', '2026-05-01', '--compact');
    expect(first.status, first.stderr).toBe(0);
    expect(valueOf(first.json, 'uit')).toBe('5500');
    expect(valueOf(first.json, 'afp.INTEGRA.insurableCap')).toBe('12209.11');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const now = new Date();
    await database.db.insert(payrollParameters).values({
      key: 'afp.INTEGRA.insurableCap',
      effectiveFrom: '2026-05-01',
      value: '12500.00',
      unit: 'PEN',
      source: 'prueba',
      confidence: 'law',
      createdAt: now,
      createdBy: 'test',
      updatedAt: now,
      updatedBy: 'test',
    });
    await database.close();

    const after = cli('parameters', '--date', '2026-05-01', '--compact');
    expect(valueOf(after.json, 'afp.INTEGRA.insurableCap')).toBe('12500.00');
    const dayBefore = cli('parameters', '--date', '2026-04-30', '--compact');
    expect(valueOf(dayBefore.json, 'afp.INTEGRA.insurableCap')).toBe('12209.11');
  });

  it('compute --database takes the partes of the stored pago por especialidad from its date', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const by = { createdAt: new Date(), createdBy: 'test', updatedAt: new Date(), updatedBy: 'test' };
    const [panguero] = await database.db
      .insert(positions)
      .values({ code: 'PANGUERO', name: 'Panguero', landDailyRate: '20.00', ...by })
      .returning({ id: positions.id });
    await database.db.insert(specialtyPay).values([
      { positionId: panguero!.id, effectiveFrom: '2025-01-01', shares: '1.40', source: 'prueba', ...by },
      { positionId: panguero!.id, effectiveFrom: '2025-04-07', shares: '3.00', source: 'prueba', ...by },
    ]);
    await database.close();
    const partes = (n: 14 | 15) => {
      const run = cli('compute', `scripts/payroll/examples/week-2025-${n}.json`, '--database', '--compact');
      expect(run.status, run.stderr).toBe(0);
      const result = (run.json as unknown as { result: { workers: WorkerJson[] } }).result;
      return [
        ...new Set(
          result.workers
            .find((w) => w.worker.document === '10000003')!
            .earnings.filter((e) => e.concept === 'catchShare')
            .map((e) => e.inputs.partes),
        ),
      ];
    };
    expect(partes(14)).toEqual(['1.40']);
    expect(partes(15)).toEqual(['3.00']);
    // Without --database: the input's own table.
    const offline = cli('compute', 'scripts/payroll/examples/week-2025-15.json', '--compact');
    const offlineWorkers = (offline.json as unknown as { result: { workers: WorkerJson[] } }).result.workers;
    expect(
      offlineWorkers
        .find((w) => w.worker.document === '10000003')!
        .earnings.find((e) => e.concept === 'catchShare')?.inputs.partes,
    ).toBe('1.25');
  });

  it('reads a JSON catalogue file offline with --file', () => {
    const file = path.join(dataDir, 'catalogue.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          key: 'uit',
          effectiveFrom: '2027-01-01',
          value: '5600',
          unit: 'PEN',
          source: 'x',
          confidence: 'law',
        },
      ]),
    );
    const run = cli('parameters', '--date', '2027-06-30', '--file', file);
    expect(run.status, run.stderr).toBe(0);
    expect(run.json).toEqual([expect.objectContaining({ key: 'uit', value: '5600' })]);
    expect(cli('parameters', '--file', file, '--seed').status).toBe(2);
  });
});
