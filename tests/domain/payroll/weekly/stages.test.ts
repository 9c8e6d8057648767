import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../../../../src/domain/payroll/errors';
import type { CatchPool } from '../../../../src/domain/payroll/lines';
import type { PensionRates } from '../../../../src/domain/payroll/pension';
import type {
  ShareRuleInput,
  VesselInput,
  WeeklyPayrollInput,
} from '../../../../src/domain/payroll/weekly-input';
import { WorkerAccounts } from '../../../../src/domain/payroll/weekly/accounts';
import { collisionKind, formCrews, placeAttendance } from '../../../../src/domain/payroll/weekly/attendance';
import { conceptCents, employerContributions } from '../../../../src/domain/payroll/weekly/contributions';
import { pensionCents, workerDeductions } from '../../../../src/domain/payroll/weekly/deductions';
import { fixedPayLine, landWorkLine } from '../../../../src/domain/payroll/weekly/earnings';
import { groupLandings } from '../../../../src/domain/payroll/weekly/landings';
import { checkWeek, indexMasterData, weekDays } from '../../../../src/domain/payroll/weekly/master-data';
import { computePool, type PlannedPool } from '../../../../src/domain/payroll/weekly/pools';
import { indexPrices } from '../../../../src/domain/payroll/weekly/prices';
import { ShareRuleBook } from '../../../../src/domain/payroll/weekly/share-rules';
import { allocatePool, shareOutPool, specialtyBonusLine } from '../../../../src/domain/payroll/weekly/shares';
import { workerWeek } from '../../../../src/domain/payroll/weekly/totals';
import { d, onBoard, worker } from '../fixtures';

const WEEK = { year: 2025, number: 10, start: '2025-03-03', end: '2025-03-09', month: '2025-03' };
const V1: VesselInput = { code: 'V1', sharePct: d('20') };
const RULE_2: ShareRuleInput = { position: 'PATRON', effectiveFrom: '2025-01-01', partes: d('2') };
const RULE_1: ShareRuleInput = { position: 'PESCADOR', effectiveFrom: '2025-01-01', partes: d('1') };

function input(extra: Partial<WeeklyPayrollInput> = {}): WeeklyPayrollInput {
  return {
    week: WEEK,
    vessels: [V1],
    species: [{ code: 'ANC' }],
    prices: [],
    positions: [{ code: 'PATRON' }, { code: 'PESCADOR' }],
    shareRules: [],
    workers: [worker('2', 'PESCADOR'), worker('1', 'PATRON')],
    landings: [],
    attendance: [],
    ...extra,
  };
}

describe('weekly stages: master data', () => {
  it('refuses a week that ends before it starts, and numbers the days of a valid one', () => {
    const errors = new ErrorCollector();
    expect(checkWeek({ ...WEEK, end: '2025-03-01' }, errors)).toBe(false);
    expect(errors.errors()[0]!.kind).toBe('InvalidWeek');
    const days = weekDays(WEEK);
    expect(days.count).toBe(7);
    expect(days.index.get('2025-03-05')).toBe(2);
  });

  it('ranks workers by document and reports a vessel share over 100 %', () => {
    const errors = new ErrorCollector();
    const master = indexMasterData(input({ vessels: [{ code: 'V1', sharePct: d('101') }] }), errors);
    expect(master.workerList.map((w) => w.document)).toEqual(['1', '2']);
    expect(master.usualPosition).toEqual(['PATRON', 'PESCADOR']);
    expect(errors.errors().map((e) => e.kind)).toEqual(['OutOfRange']);
  });

  it('prices a date with the latest price in force, none before the first', () => {
    const errors = new ErrorCollector();
    const prices = indexPrices(
      [
        { species: 'ANC', effectiveFrom: '2025-03-05', pricePerTonne: d('120') },
        { species: 'ANC', effectiveFrom: '2025-03-01', pricePerTonne: d('100') },
      ],
      new Map([['ANC', { code: 'ANC' }]]),
      errors,
    );
    expect(prices.priceAt('ANC', '2025-02-28')).toBeUndefined();
    expect(prices.priceAt('ANC', '2025-03-04')!.toFixed(2)).toBe('100.00');
    expect(prices.priceAt('ANC', '2025-03-05')!.toFixed(2)).toBe('120.00');
    expect(errors.isEmpty).toBe(true);
  });

  it('takes the vessel-specific share rule over the general one', () => {
    const specific: ShareRuleInput = { ...RULE_2, vessel: 'V1', partes: d('3') };
    const book = new ShareRuleBook(
      [RULE_2, specific],
      new Map([['PATRON', { code: 'PATRON' }]]),
      new Map([['V1', V1]]),
      new ErrorCollector(),
    );
    expect(book.ruleFor('PATRON', 'V1', undefined, '2025-03-03')).toBe(specific);
    expect(book.ruleFor('PATRON', 'V2', undefined, '2025-03-03')).toBe(RULE_2);
    expect(book.partesScale).toBe(0);
  });
});

describe('weekly stages: landings and attendance', () => {
  it('pools the landings of one day, vessel and species, and reports one outside the week', () => {
    const errors = new ErrorCollector();
    const landing = {
      date: '2025-03-04',
      vessel: 'V1',
      species: 'ANC',
      tonnes: d('10'),
      penalisedTonnes: d('1'),
    };
    const outside = { ...landing, date: '2025-03-10' };
    const master = indexMasterData(input(), errors);
    const groups = groupLandings([landing, landing, outside], weekDays(WEEK), master, errors);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.indexes).toEqual([0, 1]);
    expect(groups[0]!.day).toBe(1);
    expect(errors.errors().map((e) => e.kind)).toEqual(['OutsideWeek']);
  });

  it('names what collides on one worker and day', () => {
    const land = { date: '2025-03-04', worker: '1', kind: 'land' as const };
    expect(collisionKind([onBoard('2025-03-04', '1'), land])).toBe('WorkerOnBoardAndLand');
    expect(collisionKind([onBoard('2025-03-04', '1'), onBoard('2025-03-04', '1', 'V2')])).toBe(
      'WorkerOnTwoVessels',
    );
    expect(collisionKind([land, land])).toBe('DuplicateAttendance');
  });

  it('forms the crew of a day and vessel in document order, and leaves colliding rows out', () => {
    const errors = new ErrorCollector();
    const attendance = [
      onBoard('2025-03-04', '2'),
      onBoard('2025-03-04', '1'),
      { date: '2025-03-05', worker: '2', kind: 'land' as const },
      { date: '2025-03-05', worker: '2', kind: 'land' as const },
    ];
    const master = indexMasterData(input(), errors);
    const days = weekDays(WEEK);
    const placed = placeAttendance(attendance, days, master, errors);
    const crews = formCrews(attendance, placed, days.count, master);
    expect(crews.crews[1 * 1 + 0]).toEqual({
      ranks: [0, 1],
      rows: [1, 0],
      positions: ['PATRON', 'PESCADOR'],
    });
    expect(crews.landDays).toEqual([]);
    expect([...crews.boardDays]).toEqual([1, 1]);
    expect(errors.errors().map((e) => [e.kind, e.rows.length])).toEqual([['DuplicateAttendance', 2]]);
  });
});

describe('weekly stages: pools and shares', () => {
  const landing = {
    date: '2025-03-04',
    vessel: 'V1',
    species: 'ANC',
    tonnes: d('10'),
    penalisedTonnes: d('1'),
  };
  const planned: PlannedPool = {
    group: { key: 0, day: 1, vessel: 0, species: 0, date: '2025-03-04', landings: [landing], indexes: [0] },
    vesselCode: 'V1',
    speciesCode: 'ANC',
    price: d('100'),
    ranks: [0, 1],
    positions: ['PATRON', 'PESCADOR'],
    rules: [RULE_2, { ...RULE_1, specialtyBonus: { kind: 'percentOfShare', rate: d('10') } }],
    fishingType: undefined,
  };

  it('computes the pool: (10 − 1) t × 100 = 900, 20 % = 180.00, over 3 partes', () => {
    const computed = computePool(planned, V1, 0, new Map());
    expect(computed.pool.catchValue.toFixed(2)).toBe('900.00');
    expect(computed.pool.pool.toFixed(2)).toBe('180.00');
    expect(computed.pool.totalPartes.toString()).toBe('3');
    expect(computed.pool.valuePerParte.toFixed(6)).toBe('60.000000');
    expect(allocatePool(computed)).toEqual([12000, 6000]);
  });

  it('shares the pool out: 120.00 and 60.00, and a 10 % specialty bonus of 6.00', () => {
    const accounts = new WorkerAccounts([worker('1', 'PATRON'), worker('2', 'PESCADOR')]);
    const computed = computePool(planned, V1, 0, new Map());
    shareOutPool(planned, computed.pool, allocatePool(computed), accounts);
    expect(accounts.of(0).catchCents).toBe(12000);
    expect(accounts.of(1).catchCents).toBe(6000);
    expect(accounts.of(1).bonusCents).toBe(600);
    expect(accounts.of(1).fishingDays).toBe(1);
    expect(accounts.of(1).earnings.map((l) => [l.concept, l.amount.toFixed(2)])).toEqual([
      ['catchShare', '60.00'],
      ['specialtyBonus', '6.00'],
    ]);
  });

  it('pays a per-fishing-day bonus on the first pool of the day only', () => {
    const rule: ShareRuleInput = { ...RULE_1, specialtyBonus: { kind: 'perFishingDay', amount: d('15') } };
    const pool = { date: '2025-03-04', day: 4, vessel: 'V1', species: 'ANC' } as Pick<
      CatchPool,
      'date' | 'day' | 'vessel' | 'species'
    >;
    expect(specialtyBonusLine(rule, pool as CatchPool, 'PESCADOR', d('60'), true)?.amount.toFixed(2)).toBe(
      '15.00',
    );
    expect(specialtyBonusLine(rule, pool as CatchPool, 'PESCADOR', d('60'), false)).toBeUndefined();
  });
});

describe('weekly stages: earnings, deductions, contributions, totals', () => {
  it('pays a land day at the default rate when the position has none', () => {
    const line = landWorkLine(
      { date: '2025-03-05', worker: '1', kind: 'land' },
      'PESCADOR',
      undefined,
      d('30'),
    );
    expect(line.amount.toFixed(2)).toBe('30.00');
    expect(line.inputs.rateSource).toBe('parameter');
    expect(line.inputs.day).toBe(5);
  });

  it('prorates fixed pay by the days employed: 700 × 3 / 7 = 300.00', () => {
    const salaried = worker('3', 'PESCADOR', undefined, { fixedWeeklyPay: d('700'), hireDate: '2025-03-07' });
    expect(fixedPayLine(salaried, WEEK, 7)!.amount.toFixed(2)).toBe('300.00');
    expect(fixedPayLine({ ...salaried, hireDate: '2025-03-10' }, WEEK, 7)).toBeUndefined();
  });

  const ONP: PensionRates = { scheme: 'ONP', contribution: d('13') };

  it('deducts pension, union dues on the catch shares, then other deductions by kind', () => {
    const lines = workerDeductions(
      { gross: d('1000'), catchShares: d('800'), monthToDate: d('0') },
      ONP,
      { affiliated: true, rate: d('1') },
      [
        { reason: 'b', kind: 'other', amount: d('5') },
        { reason: 'a', kind: 'advance', amount: d('7') },
      ],
    );
    expect(lines.map((l) => [l.concept, l.amount.toFixed(2)])).toEqual([
      ['pensionContribution', '130.00'],
      ['unionDues', '8.00'],
      ['otherDeduction', '7.00'],
      ['otherDeduction', '5.00'],
    ]);
    expect(pensionCents(lines)).toBe(13000);
  });

  it('charges the employer EsSalud and SCTR on pay, nothing on none', () => {
    const lines = employerContributions(d('1000'), ONP, d('9'), d('1.5'));
    expect(lines.map((l) => [l.concept, l.amount.toFixed(2)])).toEqual([
      ['essalud', '90.00'],
      ['sctr', '15.00'],
    ]);
    expect(conceptCents(lines, 'sctr')).toBe(1500);
    expect(employerContributions(d('0'), ONP, d('9'), d('1.5'))).toEqual([]);
  });

  it("totals a worker's week: net = gross − deductions, subtotals by kind", () => {
    const accounts = new WorkerAccounts([worker('1', 'PATRON')]);
    const acc = accounts.of(0);
    acc.catchCents = 80000;
    acc.landCents = 20000;
    const deductions = workerDeductions(
      { gross: d('1000'), catchShares: d('800'), monthToDate: d('0') },
      ONP,
      {
        affiliated: false,
        rate: d('0'),
      },
      undefined,
    );
    const employer = employerContributions(d('1000'), ONP, d('9'), d('1.5'));
    const week = workerWeek(acc, 2, { catchShares: d('800.00'), gross: d('1000.00'), deductions, employer });
    expect(week.net.toFixed(2)).toBe('870.00');
    expect(week.totalEmployer.toFixed(2)).toBe('105.00');
    expect(week.subtotals.landWork.toFixed(2)).toBe('200.00');
    expect(week.subtotals.pension.toFixed(2)).toBe('130.00');
    expect(week.subtotals.essalud.toFixed(2)).toBe('90.00');
    expect(week.daysOnBoard).toBe(2);
  });
});
