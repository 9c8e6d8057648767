import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMonthlyInput, readWeeklyInput } from '../../../src/application/payroll/payroll-input-json';
import { catalogueToJson, readParameterEntries } from '../../../src/application/payroll/parameters-json';
import { ParameterCatalogue } from '../../../src/domain/payroll/parameters';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';

const exampleWeek = JSON.parse(readFileSync('scripts/payroll/examples/week-2025-14.json', 'utf8')) as Record<
  string,
  unknown
>;

function problems(json: unknown): { path: unknown; problem: unknown }[] {
  const result = readWeeklyInput(json);
  if (result.ok) throw new Error('expected the input to be refused');
  expect(result.error.map((e) => e.kind)).toEqual(['InvalidInput']);
  return result.error[0]!.rows.map((r) => ({ path: r.path, problem: r.problem }));
}

describe('reading the JSON input of a week', () => {
  it('reads the example week into the domain input, decimals exact', () => {
    const input = readWeeklyInput(exampleWeek);
    if (!input.ok) throw new Error(JSON.stringify(input.error));
    expect(input.value.week).toEqual({
      year: 2025,
      number: 14,
      start: '2025-03-31',
      end: '2025-04-06',
      month: '2025-04',
    });
    expect(input.value.landings[0]!.tonnes.toString()).toBe('180.500');
    expect(input.value.landings[0]!.penalisedTonnes.toString()).toBe('2.500');
    expect(input.value.workers[1]!.pension).toEqual({ scheme: 'AFP', afp: 'INTEGRA', commission: 'FLUJO' });
    expect(input.value.attendance.filter((a) => a.kind === 'land')).toHaveLength(1);
  });

  it('reads the other earnings (otros ingresos) with exact amounts, and refuses a number or an unknown field', () => {
    const otherEarnings = [{ worker: '10000006', amount: '150.05', reason: 'Reintegro semana 12' }];
    const input = readWeeklyInput({ ...exampleWeek, otherEarnings });
    if (!input.ok) throw new Error(JSON.stringify(input.error));
    expect(input.value.otherEarnings!.map((e) => [e.worker, e.amount.toString(), e.reason])).toEqual([
      ['10000006', '150.05', 'Reintegro semana 12'],
    ]);
    expect(problems({ ...exampleWeek, otherEarnings: [{ ...otherEarnings[0], amount: 150.05 }] })).toEqual([
      { path: 'otherEarnings[0].amount', problem: expect.stringContaining('texto decimal') },
    ]);
    expect(problems({ ...exampleWeek, otherEarnings: [{ ...otherEarnings[0], kind: 'bonus' }] })).toEqual([
      { path: 'otherEarnings[0].kind', problem: expect.stringContaining('campo desconocido') },
    ]);
  });

  it('refuses JSON numbers for money, tonnes and rates, naming the path', () => {
    const week = { ...exampleWeek, vessels: [{ code: 'V1', sharePct: 22.4 }] };
    expect(problems(week)).toEqual([
      { path: 'vessels[0].sharePct', problem: expect.stringContaining('texto decimal') },
    ]);
  });

  it('refuses unknown fields, so a misspelt optional field is never read as absent', () => {
    const landings = [
      {
        date: '2025-04-03',
        vessel: 'CO-21547-PM',
        species: 'ANCH',
        tonnes: '10.000',
        penalizedTonnes: '1.000',
      },
    ];
    expect(problems({ ...exampleWeek, landings })).toEqual([
      { path: 'landings[0].penalizedTonnes', problem: expect.stringContaining('campo desconocido') },
    ]);
  });

  it('reports every problem at once: missing lists, bad dates, bad decimals, bad choices', () => {
    const { workers: _workers, ...withoutWorkers } = exampleWeek;
    const json = {
      ...withoutWorkers,
      week: { year: 2025, number: 14, start: '2025-02-30', end: '2025-04-06', month: '2025-4' },
      landings: [{ date: '2025-04-03', vessel: 'CO-21547-PM', species: 'ANCH', tonnes: '1e3' }],
      attendance: [
        { date: '2025-04-03', worker: '10000001', kind: 'sea', vessel: 'CO-21547-PM' },
        { date: '2025-04-04', worker: '10000008', kind: 'land', vessel: 'CO-21547-PM' },
      ],
    };
    expect(problems(json).map((p) => p.path)).toEqual([
      'week.start',
      'week.month',
      'workers',
      'landings[0].tonnes',
      'attendance[0].kind',
      'attendance[1].vessel',
    ]);
  });

  it('refuses an AFP without its AFP and commission type', () => {
    const workers = [{ document: '1', name: 'X', position: 'PESCADOR', pension: { scheme: 'AFP' } }];
    expect(problems({ ...exampleWeek, workers }).map((p) => p.path)).toEqual([
      'workers[0].pension.afp',
      'workers[0].pension.commission',
    ]);
  });

  it('reads a month with its weeks and year-to-date rows, with paths into each week', () => {
    const good = readMonthlyInput({
      month: '2025-04',
      weeks: [exampleWeek],
      yearToDate: [{ worker: '10000001', month: 3, taxablePay: '100.00', taxWithheld: '0.00' }],
    });
    expect(good.ok).toBe(true);
    const bad = readMonthlyInput({
      month: '2025-04',
      weeks: [
        { ...exampleWeek, prices: [{ species: 'ANCH', effectiveFrom: '2025-03-01', pricePerTonne: 520 }] },
      ],
    });
    expect(bad.ok ? [] : bad.error[0]!.rows.map((r) => r.path)).toEqual(['weeks[0].prices[0].pricePerTonne']);
  });
});

describe('the JSON of the income tax and family allowance inputs', () => {
  const familyWeek = {
    ...exampleWeek,
    workers: (exampleWeek.workers as Record<string, unknown>[]).map((w, i) =>
      i === 0 ? { ...w, familyAllowance: true } : w,
    ),
  };

  it('reads familyAllowance on a worker, and the month’s otherEmployers and deductibleExpenses rows', () => {
    const input = readMonthlyInput({
      month: '2025-04',
      weeks: [familyWeek],
      otherEmployers: [
        { worker: '10000001', employer: '20100000001', taxablePay: '4000.00', taxWithheld: '100.00' },
      ],
      deductibleExpenses: [{ worker: '10000001', amount: '20000.00' }],
    });
    if (!input.ok) throw new Error(JSON.stringify(input.error));
    expect(input.value.weeks[0]!.workers[0]!.familyAllowance).toBe(true);
    expect(input.value.weeks[0]!.workers[1]!.familyAllowance).toBeUndefined();
    const other = input.value.otherEmployers[0]!;
    expect([other.worker, other.employer, other.taxablePay.toString(), other.taxWithheld.toString()]).toEqual(
      ['10000001', '20100000001', '4000.00', '100.00'],
    );
    expect(input.value.deductibleExpenses[0]!.amount.toString()).toBe('20000.00');
  });

  it('leaves the new lists empty when absent', () => {
    const input = readMonthlyInput({ month: '2025-04', weeks: [exampleWeek] });
    if (!input.ok) throw new Error(JSON.stringify(input.error));
    expect([input.value.otherEmployers, input.value.deductibleExpenses]).toEqual([[], []]);
  });

  it('refuses unknown fields, JSON numbers, missing fields and a non-boolean familyAllowance', () => {
    const result = readMonthlyInput({
      month: '2025-04',
      weeks: [
        {
          ...exampleWeek,
          workers: (exampleWeek.workers as Record<string, unknown>[]).map((w, i) =>
            i === 0 ? { ...w, familyAllowance: 'sí' } : w,
          ),
        },
      ],
      otherEmployers: [
        { worker: '10000001', employer: 'A', taxablePay: 4000, taxWithheld: '0.00' },
        { worker: '10000001', taxablePay: '1.00', taxWithheld: '0.00', ruc: '20100000001' },
      ],
      deductibleExpenses: [{ worker: '10000001', amount: '1.00', kind: 'alquiler' }],
      deductibleExpense: [],
    });
    if (result.ok) throw new Error('expected the input to be refused');
    expect(result.error[0]!.rows.map((r) => r.path).sort()).toEqual(
      [
        'deductibleExpense',
        'weeks[0].workers[0].familyAllowance',
        'otherEmployers[0].taxablePay',
        'otherEmployers[1].ruc',
        'otherEmployers[1].employer',
        'deductibleExpenses[0].kind',
      ].sort(),
    );
  });
});

describe('parameter entries as JSON', () => {
  it('round-trips the seed catalogue', () => {
    const json = JSON.parse(JSON.stringify(catalogueToJson(seedParameters()))) as unknown;
    const entries = readParameterEntries(json);
    if (!entries.ok) throw new Error(JSON.stringify(entries.error));
    const again = ParameterCatalogue.of(entries.value);
    expect(catalogueToJson(again)).toEqual(catalogueToJson(seedParameters()));
  });

  it('refuses unknown keys and numbers as values', () => {
    const result = readParameterEntries([
      {
        key: 'sctr.ratee',
        effectiveFrom: '2025-01-01',
        value: 1.53,
        unit: 'percent',
        source: 'x',
        confidence: 'practice',
      },
    ]);
    expect(result.ok ? [] : result.error[0]!.rows.map((r) => r.path)).toEqual([
      'parameters[0].key',
      'parameters[0].value',
    ]);
  });
});
