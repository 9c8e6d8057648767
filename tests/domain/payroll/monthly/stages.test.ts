import { describe, expect, it } from 'vitest';
import {
  catalogueOfContext,
  type ContextParameter,
} from '../../../../src/domain/fishing-weeks/compute-context';
import { engineAdjustments } from '../../../../src/domain/fishing-weeks/engine-input';
import { ErrorCollector } from '../../../../src/domain/payroll/errors';
import type { PensionRates } from '../../../../src/domain/payroll/pension';
import { familyAllowanceLine, monthlyBenefits } from '../../../../src/domain/payroll/monthly/benefits';
import {
  contributionBase,
  employerTrueUps,
  essaludWithEps,
  monthlyPension,
  trueUpLine,
} from '../../../../src/domain/payroll/monthly/contributions';
import { checkWeeks, indexYearToDate } from '../../../../src/domain/payroll/monthly/inputs';
import { monthlySettlement } from '../../../../src/domain/payroll/monthly/settlement';
import { fepLines } from '../../../../src/domain/payroll/monthly/totals';
import type { WeeklyPayroll } from '../../../../src/domain/payroll/weekly-payroll';
import { d, worker } from '../fixtures';

const ONP: PensionRates = { scheme: 'ONP', contribution: d('13') };
const REP_EMPLOYER: PensionRates = { scheme: 'REP', contribution: d('5'), employer: d('5') };

describe('monthly stages: inputs', () => {
  it('orders the weeks by start and reports a repeated week and one of another month', () => {
    const week = (number: number, start: string, month = '2025-03') =>
      ({ week: { year: 2025, number, start, end: start, month } }) as Pick<WeeklyPayroll, 'week'>;
    const errors = new ErrorCollector();
    const weeks = [
      week(11, '2025-03-10'),
      week(10, '2025-03-03'),
      week(10, '2025-03-03'),
      week(14, '2025-04-01', '2025-04'),
    ];
    const sorted = checkWeeks(weeks as WeeklyPayroll[], '2025-03', errors);
    expect(sorted.map((w) => w.week.number)).toEqual([10, 10, 11, 14]);
    expect(
      errors
        .errors()
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['DuplicateWeek', 'WeekOutsideMonth']);
  });

  it('refuses a year-to-date month not before the month consolidated', () => {
    const errors = new ErrorCollector();
    const entry = { worker: '1', taxablePay: d('100'), taxWithheld: d('0') };
    const ytd = indexYearToDate(
      [
        { ...entry, month: 1 },
        { ...entry, month: 3 },
      ],
      3,
      errors,
    );
    expect(ytd.get('1')!.map((m) => m.month)).toEqual([1]);
    expect(errors.errors().map((e) => e.kind)).toEqual(['InvalidYearToDate']);
  });
});

describe('monthly stages: benefits, contributions, settlement', () => {
  it('computes the benefits on 1 000.00 of catch shares', () => {
    const rates = {
      vacationRate: d('8.33'),
      bonusRate: d('16.66'),
      ctsRate: d('9.72'),
      bonusExtraRate: d('9'),
      bonusExtraEpsRate: d('6.75'),
    };
    const zero = d('0.00');
    const onlyShares = {
      catchShares: d('1000.00'),
      specialtyBonus: zero,
      landWork: zero,
      otherEarnings: zero,
      familyAllowance: zero,
    };
    const plain = monthlyBenefits(onlyShares, false, rates);
    expect(
      [plain.vacation, plain.bonus, plain.bonusExtra, plain.cts].map((l) => l.amount.toFixed(2)),
    ).toEqual(['83.30', '166.60', '14.99', '97.20']);
    expect(monthlyBenefits(onlyShares, true, rates).bonusExtra.amount.toFixed(2)).toBe('11.25');
  });

  it('computes the benefits on all the remunerative pay and traces each part of the base (D.S. 014-2004-TR)', () => {
    const rates = {
      vacationRate: d('8.33'),
      bonusRate: d('16.66'),
      ctsRate: d('8.33'),
      bonusExtraRate: d('9'),
      bonusExtraEpsRate: d('6.75'),
    };
    // 1 000.00 shares + 50.00 specialty bonus + 60.00 land work + 100.00 other earnings + 113.00
    // asignación familiar = 1 323.00; × 8.33 % = 110.2059 → 110.21; × 16.66 % = 220.4118 → 220.41;
    // bonificación 9 % × 220.41 = 19.8369 → 19.84.
    const benefits = monthlyBenefits(
      {
        catchShares: d('1000.00'),
        specialtyBonus: d('50.00'),
        landWork: d('60.00'),
        otherEarnings: d('100.00'),
        familyAllowance: d('113.00'),
      },
      false,
      rates,
    );
    expect(
      [benefits.vacation, benefits.bonus, benefits.bonusExtra, benefits.cts].map((l) => l.amount.toFixed(2)),
    ).toEqual(['110.21', '220.41', '19.84', '110.21']);
    const inputs = benefits.cts.inputs;
    expect(inputs.base.toFixed(2)).toBe('1323.00');
    expect(
      [
        inputs.catchShares,
        inputs.specialtyBonus,
        inputs.landWork,
        inputs.otherEarnings,
        inputs.familyAllowance,
      ].map((v) => v?.toFixed(2)),
    ).toEqual(['1000.00', '50.00', '60.00', '100.00', '113.00']);
    expect(benefits.bonusExtra.inputs.base.toFixed(2)).toBe('220.41');
  });

  it('pays the asignación familiar (10 % of the RMV) only to an active worker who has it', () => {
    const parent = worker('1', 'PESCADOR', undefined, { familyAllowance: true });
    expect(familyAllowanceLine(parent, true, d('1130'), d('10'))!.amount.toFixed(2)).toBe('113.00');
    expect(familyAllowanceLine(parent, false, d('1130'), d('10'))).toBeUndefined();
    expect(familyAllowanceLine(worker('2', 'PESCADOR'), true, d('1130'), d('10'))).toBeUndefined();
  });

  it('tops the base up to the RMV, and the employer pays the pension on the top-up', () => {
    const base = contributionBase(d('800.00'), d('1130.00'));
    expect(base.base.toFixed(2)).toBe('1130.00');
    expect(base.topUp.toFixed(2)).toBe('330.00');
    const pension = monthlyPension(ONP, base, 10000);
    expect(pension.adjustment.toFixed(2)).toBe('4.00');
    expect(pension.employerTopUp.amount.toFixed(2)).toBe('42.90');
  });

  it('trues the employer contributions up from what the weeks accrued', () => {
    const sctr = trueUpLine('sctr', 'SCTR', d('1000.00'), d('1.5'), undefined, 1000);
    expect(sctr.amount.toFixed(2)).toBe('15.00');
    expect(sctr.inputs.adjustment.toFixed(2)).toBe('5.00');
    const [essalud, credit] = essaludWithEps(d('1000.00'), d('9'), d('2.25'), 9000);
    expect(essalud!.amount.toFixed(2)).toBe('67.50');
    expect(credit!.amount.toFixed(2)).toBe('22.50');
    expect(essalud!.inputs.adjustment.toFixed(2)).toBe('-22.50');
    const lines = employerTrueUps(
      contributionBase(d('1000.00'), d('1130.00')),
      REP_EMPLOYER,
      false,
      { essaludRate: d('9'), sctrRate: d('1.5'), epsCreditRate: undefined },
      { essalud: 0, pensionEmployer: 0, sctr: 0 },
    );
    expect(lines.map((l) => [l.concept, l.amount.toFixed(2)])).toEqual([
      ['essalud', '101.70'],
      ['pensionEmployer', '56.50'],
      ['sctr', '15.00'],
    ]);
  });

  it('carries a negative balance to the last week instead of paying it', () => {
    const settled = monthlySettlement({
      benefits: d('10.00'),
      familyAllowance: undefined,
      pensionAdjustment: d('15.00'),
      incomeTax: d('0.00'),
      cts: d('3.00'),
    });
    expect(settled.payable.toFixed(2)).toBe('0.00');
    expect(settled.carriedToLastWeek.toFixed(2)).toBe('5.00');
    expect(settled.ctsDeposit.toFixed(2)).toBe('3.00');
  });

  it('charges the FEP per vessel in code order', () => {
    const lines = fepLines(
      new Map([
        ['B', d('10')],
        ['A', d('5')],
      ]),
      d('0.19'),
    );
    expect(lines.map((l) => [l.inputs.vessel, l.amount.toFixed(2)])).toEqual([
      ['A', '0.95'],
      ['B', '1.90'],
    ]);
  });
});

describe('engine input parts', () => {
  const parameter: ContextParameter = {
    key: 'essalud.rate',
    effectiveFrom: '2025-01-01',
    value: '9',
    unit: 'percent',
    source: 'Ley 26790',
    confidence: 'law',
  };

  it('checks a context parameter’s unit and confidence against the engine’s words', () => {
    const bad = catalogueOfContext([{ ...parameter, unit: 'porcentaje' }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]!.rows[0]!.problem).toBe('unidad desconocida');
    const unknownKey = catalogueOfContext([{ ...parameter, key: 'no.existe' }]);
    expect(!unknownKey.ok && unknownKey.error[0]!.rows[0]!.problem).toBe('clave desconocida');
  });

  it('turns the adjustments grid into deductions and other earnings, with their rows', () => {
    const row = { workerId: 7, percent: null, beneficiary: '', reason: ' Adelanto ' };
    const parts = engineAdjustments(
      [
        { ...row, kind: 'adelanto', amount: '10.00' },
        { ...row, kind: 'otro_ingreso', amount: '5.00', reason: 'Bono' },
        { ...row, kind: 'retencion_judicial', amount: null, percent: '10', beneficiary: 'Ana' },
      ],
      { worker: (id) => `D${id}` },
      new Map([[2, '12.30']]),
    );
    expect(parts.deductions.map((x) => [x.worker, x.kind, x.reason, x.amount.toFixed(2)])).toEqual([
      ['D7', 'advance', 'Adelanto', '10.00'],
      ['D7', 'judicial', 'Adelanto — beneficiario: Ana (10 %)', '12.30'],
    ]);
    expect(parts.deductionRows).toEqual([0, 2]);
    expect(parts.earningRows).toEqual([1]);
  });
});
