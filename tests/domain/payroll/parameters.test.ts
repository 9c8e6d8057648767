import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/payroll/decimal';
import {
  afpKey,
  PARAMETER,
  ParameterCatalogue,
  type ParameterEntry,
} from '../../../src/domain/payroll/parameters';
import {
  AFP_CODES,
  SEED_PARAMETER_ENTRIES,
  seedParameters,
} from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import { expectErr, expectOk, workedExample } from './fixtures';
import { foreignTextProblems } from '../../support/screens/foreign-text';

const catalogue = seedParameters();

function valueAt(key: Parameters<ParameterCatalogue['valueAt']>[0], date: string): string {
  return expectOk(catalogue.valueAt(key, date)).toString();
}

describe('parameter catalogue', () => {
  it("states every legal source in Spanish, without code keys or the product's own file names (issue 31)", () => {
    for (const entry of SEED_PARAMETER_ENTRIES) {
      expect(foreignTextProblems(entry.source), entry.source).toEqual([]);
      expect(entry.source, entry.key).not.toMatch(/\.md\b|effective|assumed|amount|verify/);
    }
  });

  it('returns the UIT of each year, and refuses a year without one', () => {
    expect(valueAt(PARAMETER.uit, '2023-06-30')).toBe('4950');
    expect(valueAt(PARAMETER.uit, '2024-12-31')).toBe('5150');
    expect(valueAt(PARAMETER.uit, '2025-01-01')).toBe('5350');
    expect(valueAt(PARAMETER.uit, '2026-03-15')).toBe('5500');
    const before = expectErr(catalogue.valueAt(PARAMETER.uit, '2022-12-31'));
    expect(before.kind).toBe('ParameterNotInForce');
    expect(before.rows).toEqual([
      { list: 'parameters', key: 'uit', date: '2022-12-31', message: 'No hay UIT vigente para 2022' },
    ]);
    expect(expectErr(catalogue.valueAt(PARAMETER.uit, '2027-01-01')).kind).toBe('ParameterNotInForce');
  });

  it('returns the RMV in force on a date', () => {
    expect(valueAt(PARAMETER.rmv, '2022-05-01')).toBe('1025');
    expect(valueAt(PARAMETER.rmv, '2024-12-31')).toBe('1025');
    expect(valueAt(PARAMETER.rmv, '2025-01-01')).toBe('1130');
    expect(valueAt(PARAMETER.rmv, '2026-02-01')).toBe('1130');
    expect(catalogue.valueAt(PARAMETER.rmv, '2022-04-30').ok).toBe(false);
  });

  it('holds the REP rates from 2014-02-01, ONP, EsSalud, benefits, union, fund and SCTR', () => {
    expect(valueAt(PARAMETER.repWorkerRate, '2014-02-01')).toBe('8.00');
    expect(valueAt(PARAMETER.repEmployerRate, '2025-04-06')).toBe('5.00');
    expect(catalogue.valueAt(PARAMETER.repWorkerRate, '2014-01-31').ok).toBe(false);
    expect(valueAt(PARAMETER.onpWorkerRate, '2025-04-06')).toBe('13.00');
    expect(valueAt(PARAMETER.essaludRate, '2025-04-06')).toBe('9.00');
    expect(valueAt(PARAMETER.ctsRate, '2025-04-30')).toBe('8.33');
    expect(valueAt(PARAMETER.vacationRate, '2025-04-30')).toBe('8.33');
    expect(valueAt(PARAMETER.bonusRate, '2025-04-30')).toBe('16.66');
    expect(valueAt(PARAMETER.bonusExtraRate, '2025-04-30')).toBe('9.00');
    expect(valueAt(PARAMETER.bonusExtraEpsRate, '2025-04-30')).toBe('6.75');
    expect(valueAt(PARAMETER.unionRate, '2025-04-30')).toBe('1.50');
    expect(valueAt(PARAMETER.fepPerTonne, '2025-04-30')).toBe('3.92');
    expect(catalogue.entryAt(PARAMETER.sctrRate, '2025-04-30')).toMatchObject({
      confidence: 'decision',
      source: expect.stringContaining('Valor provisional'),
    });
  });

  it('holds each AFP contribution, insurance premium, insurable cap and commissions', () => {
    const flow = { INTEGRA: '1.55', PRIMA: '1.60', PROFUTURO: '1.69', HABITAT: '1.47' };
    for (const afp of AFP_CODES) {
      expect(valueAt(afpKey(afp, 'contribution'), '2025-04-06')).toBe('10.00');
      expect(valueAt(afpKey(afp, 'insurance'), '2025-04-06')).toBe('1.37');
      expect(valueAt(afpKey(afp, 'insurableCap'), '2025-04-06')).toBe('12209.11');
      expect(valueAt(afpKey(afp, 'flowCommission'), '2025-04-06')).toBe(flow[afp]);
      expect(valueAt(afpKey(afp, 'balanceFlowCommission'), '2025-04-06')).toBe('0.00');
    }
  });

  it('gives every seed value a source and a confidence mark', () => {
    for (const entry of SEED_PARAMETER_ENTRIES) {
      expect(entry.source.length, entry.key).toBeGreaterThan(5);
      expect(['law', 'practice', 'decision']).toContain(entry.confidence);
    }
  });

  it('refuses unknown keys, duplicate effective dates and negative values', () => {
    const base: ParameterEntry = {
      key: PARAMETER.rmv,
      effectiveFrom: '2025-01-01',
      value: Decimal.of('1130'),
      unit: 'PEN',
      source: 's',
      confidence: 'law',
    };
    const errors = expectErr(
      ParameterCatalogue.create([
        base,
        { ...base, value: Decimal.of('1200') },
        { ...base, key: 'rmvv' as never, effectiveFrom: '2025-02-01' },
        { ...base, key: PARAMETER.essaludRate, value: Decimal.of('-9') },
      ]),
    );
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.index)])).toEqual([
      ['InvalidInput', [2]],
      ['OutOfRange', [3]],
      ['DuplicateEntry', [1]],
    ]);
  });

  it('adds or replaces values without touching the others', () => {
    const updated = expectOk(
      catalogue.withEntries([
        {
          key: PARAMETER.rmv,
          effectiveFrom: '2026-01-01',
          value: Decimal.of('1200'),
          unit: 'PEN',
          source: 'test',
          confidence: 'decision',
        },
        {
          key: PARAMETER.sctrRate,
          effectiveFrom: '2023-01-01',
          value: Decimal.of('1.53'),
          unit: 'percent',
          source: 'policy',
          confidence: 'practice',
        },
      ]),
    );
    expect(expectOk(updated.valueAt(PARAMETER.rmv, '2025-12-31')).toString()).toBe('1130');
    expect(expectOk(updated.valueAt(PARAMETER.rmv, '2026-01-01')).toString()).toBe('1200');
    expect(expectOk(updated.valueAt(PARAMETER.sctrRate, '2025-04-06')).toString()).toBe('1.53');
    expect(expectOk(catalogue.valueAt(PARAMETER.sctrRate, '2025-04-06')).toString()).toBe('1.00');
  });

  it('makes a week with no parameters in force fail, naming every missing parameter', () => {
    const input = workedExample();
    const old = {
      ...input,
      week: { year: 2022, number: 14, start: '2022-03-28', end: '2022-04-03', month: '2022-04' },
      landings: input.landings.map((l) => ({ ...l, date: '2022-03-31' })),
      attendance: input.attendance.map((a) => ({ ...a, date: '2022-03-31' })),
      prices: [{ species: 'ANCH', effectiveFrom: '2022-01-01', pricePerTonne: Decimal.of('520.00') }],
      shareRules: input.shareRules.map((r) => ({ ...r, effectiveFrom: '2022-01-01' })),
    };
    const errors = expectErr(computeWeeklyPayroll(old, catalogue));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.kind).toBe('ParameterNotInForce');
    expect(errors[0]!.message).toBe('Parámetro sin valor vigente en la fecha');
    expect(errors[0]!.rows.map((r) => r.key)).toEqual(['essalud.rate', 'sctr.rate']);
  });
});
