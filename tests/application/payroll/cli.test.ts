import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the command line (scripts/payroll/cli.ts) as `npm run payroll -- …` would. */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/payroll/cli.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the printed JSON, explored freely by the assertions
  const json = run.stdout.trim() === '' ? undefined : (JSON.parse(run.stdout) as Record<string, any>);
  return { status: run.status, json, stderr: run.stderr };
}

describe('payroll command line', { timeout: 120_000 }, () => {
  it('computes a week from its JSON file', () => {
    const { status, json } = cli('compute', 'scripts/payroll/examples/week-2025-14.json', '--compact');
    expect(status).toBe(0);
    expect(json?.ok).toBe(true);
    expect(json?.result.pools[0].pool).toBe('20733.44');
    expect(json?.result.parameters['sctr.rate']).toBe('1.00');
  });

  it('consolidates a month whose weeks are listed as files, with parameter overrides', () => {
    const { status, json } = cli(
      'monthly',
      'scripts/payroll/examples/month-2025-04.json',
      '--parameters',
      'scripts/payroll/examples/parameters-override.json',
    );
    expect(status).toBe(0);
    expect(json?.result.weeks.map((w: { number: number }) => w.number)).toEqual([14, 15]);
    expect(json?.result.parameters['sctr.rate']).toBe('1.53');
    // The example month's April withholding, catch shares projected (art. 40 a): see use-cases.test.ts
    expect(json?.result.workers[0].incomeTax.withholding).toBe('1593.09');
  });

  it('prints the named errors and exits with 1 when the input is refused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payroll-cli-'));
    const file = path.join(dir, 'week.json');
    writeFileSync(
      file,
      JSON.stringify({
        week: { year: 2025, number: 14, start: '2025-04-06', end: '2025-03-31', month: '2025-04' },
        vessels: [],
        species: [],
        prices: [],
        positions: [],
        shareRules: [],
        workers: [],
        landings: [],
        attendance: [],
      }),
    );
    const { status, json, stderr } = cli('compute', file);
    expect(status).toBe(1);
    expect(json).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({
          kind: 'InvalidWeek',
          message: expect.stringContaining('Semana con fechas inválidas'),
        }),
      ],
    });
    expect(stderr).toContain('Entrada rechazada');
  });

  it('exits with 2 on a usage or file error', () => {
    expect(cli('compute').status).toBe(2);
    expect(cli('compute', 'no-such-file.json').status).toBe(2);
    expect(cli('frobnicate').status).toBe(2);
  });

  it('prints the compiled seed parameters in force on a date', () => {
    const { status, json } = cli('parameters', '--date', '2024-06-30', '--seed');
    expect(status).toBe(0);
    const rows = json as unknown as { key: string; value: string }[];
    expect(rows.find((r) => r.key === 'uit')?.value).toBe('5150');
    expect(rows.find((r) => r.key === 'rmv')?.value).toBe('1025');
  });
});
