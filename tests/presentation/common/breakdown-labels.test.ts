import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ComputeWeeklyPayroll } from '../../../src/application/payroll/compute-weekly-payroll';
import { ConsolidateMonthlyPayroll } from '../../../src/application/payroll/consolidate-monthly-payroll';
import { fixedParameterSource } from '../../../src/application/payroll/ports';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { inputsOf } from '../../../src/presentation/fishing-weeks/week-format';
import { monthInputs } from '../../../src/presentation/months/month-format';
import type { InputView } from '../../../src/presentation/common/period-cycle/breakdown-view';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();

/**
 * The breakdowns never show an internal key (issue 31 item 2): every input the engine traces in the
 * example weeks and month is labelled in Spanish, and no value is an internal id («2025-04-03|CO-…|ANC»).
 */
const source = fixedParameterSource(seedParameters());
const load = (file: string) =>
  JSON.parse(readFileSync(`scripts/payroll/examples/${file}`, 'utf8')) as Record<string, unknown>;

/** Every `inputs` record under a value. */
function inputRecords(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) inputRecords(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'inputs' && v !== null && typeof v === 'object' && !Array.isArray(v))
        out.push(v as Record<string, unknown>);
      inputRecords(v, out);
    }
  return out;
}

/** The keys of a record and of the records inside it. */
const keysOf = (record: Record<string, unknown>): string[] =>
  Object.entries(record).flatMap(([key, value]) => [
    key,
    ...(value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Record<string, unknown>)
      : []),
  ]);

/** An input shown by its key (no Spanish label) or with an internal id as its value. */
const problems = (inputs: Record<string, unknown>, views: readonly InputView[]) => {
  const keys = new Set(keysOf(inputs));
  return views.flatMap((v) => [
    ...(keys.has(v.label) ? [`label ${v.label}`] : []),
    ...(v.value.includes('|') ? [`value ${v.label}: ${v.value}`] : []),
  ]);
};

describe('breakdown inputs', () => {
  it('label every input of the example weeks in Spanish', async () => {
    const found = new Set<string>();
    for (const file of ['week-2025-14.json', 'week-2025-15.json']) {
      const result = await new ComputeWeeklyPayroll(source).executeJson(load(file));
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      for (const inputs of inputRecords(result.value))
        for (const p of problems(inputs, inputsOf(inputs, t))) found.add(p);
    }
    expect([...found]).toEqual([]);
  });

  it('label every input of the example month in Spanish', async () => {
    const result = await new ConsolidateMonthlyPayroll(source).executeJson({
      month: '2025-04',
      weeks: [load('week-2025-14.json'), load('week-2025-15.json')],
      yearToDate: [1, 2, 3].map((month) => ({
        worker: '10000001',
        month,
        taxablePay: '18500.00',
        taxWithheld: '150.00',
      })),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const found = new Set<string>();
    for (const inputs of inputRecords(result.value))
      for (const p of problems(inputs, monthInputs(inputs, t))) found.add(p);
    expect([...found]).toEqual([]);
  });
});
