import { describe, expect, it } from 'vitest';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll, type WorkerWeek } from '../../../src/domain/payroll/weekly-payroll';
import type {
  CatchShareLine,
  FixedPayLine,
  LandWorkLine,
  PensionLine,
} from '../../../src/domain/payroll/lines';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import {
  AFP_INTEGRA_FLOW,
  d,
  expectOk,
  landing,
  onBoard,
  onLand,
  ONP,
  POSITIONS,
  REP,
  SHARE_RULES,
  worker,
} from './fixtures';

const parameters = seedParameters();

/** Week 14 of 2025 (2025-03-31 … 2025-04-06), one vessel at 20.00 %, anchoveta at S/ 500.00 per TM. */
function week(overrides: Partial<WeeklyPayrollInput>): WeeklyPayrollInput {
  return {
    week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
    vessels: [
      { code: 'V1', sharePct: d('20.00') },
      { code: 'V2', sharePct: d('22.40') },
    ],
    species: [
      { code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' },
      { code: 'JUREL', name: 'Jurel', fishingType: 'CHD' },
    ],
    prices: [
      { species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') },
      { species: 'JUREL', effectiveFrom: '2025-01-01', pricePerTonne: d('1200.00') },
    ],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [],
    landings: [],
    attendance: [],
    ...overrides,
  };
}

function run(input: WeeklyPayrollInput) {
  return expectOk(computeWeeklyPayroll(input, parameters));
}

function byDocument(workers: readonly WorkerWeek[], document: string): WorkerWeek {
  return workers.find((w) => w.worker.document === document)!;
}

function amounts(lines: readonly { concept: string; amount: { toString(): string } }[]) {
  return lines.map((line) => [line.concept, line.amount.toString()]);
}

/** One pescador alone on board: 10.000 TM × S/ 500.00 × 20 % = S/ 1,000.00 of share. */
function alone(pension = REP, extra: Partial<WeeklyPayrollInput> = {}) {
  return week({
    workers: [worker('20000001', 'PESCADOR', pension)],
    landings: [landing('2025-04-01', '10.000')],
    attendance: [onBoard('2025-04-01', '20000001')],
    ...extra,
  });
}

describe('weekly payroll rules, against hand-computed cases', () => {
  describe('pension schemes on the same S/ 1,000.00 of pay', () => {
    it('REP: worker 8 % = 80.00; employer REP 5 % = 50.00, EsSalud 9 % = 90.00, SCTR 1 % = 10.00', () => {
      const w = run(alone(REP)).workers[0]!;
      expect(w.gross.toString()).toBe('1000.00');
      expect(amounts(w.deductions)).toEqual([['pensionContribution', '80.00']]);
      expect(w.net.toString()).toBe('920.00');
      expect(amounts(w.employer)).toEqual([
        ['essalud', '90.00'],
        ['pensionEmployer', '50.00'],
        ['sctr', '10.00'],
      ]);
    });

    it('ONP: worker 13 % = 130.00, no employer pension contribution', () => {
      const w = run(alone(ONP)).workers[0]!;
      expect(amounts(w.deductions)).toEqual([['pensionContribution', '130.00']]);
      expect(w.net.toString()).toBe('870.00');
      expect(amounts(w.employer)).toEqual([
        ['essalud', '90.00'],
        ['sctr', '10.00'],
      ]);
    });

    it('AFP Prima on flow: 10 % = 100.00, insurance 1.37 % = 13.70, commission 1.60 % = 16.00', () => {
      const w = run(alone({ scheme: 'AFP', afp: 'PRIMA', commission: 'FLUJO' })).workers[0]!;
      expect(amounts(w.deductions)).toEqual([
        ['pensionContribution', '100.00'],
        ['pensionInsurance', '13.70'],
        ['pensionCommission', '16.00'],
      ]);
      expect(w.net.toString()).toBe('870.30');
      expect(amounts(w.employer)[1]).toEqual(['pensionEmployer', '50.00']);
    });

    it('AFP Habitat on balance: no commission on flow', () => {
      const w = run(alone({ scheme: 'AFP', afp: 'HABITAT', commission: 'MIXTA' })).workers[0]!;
      expect(amounts(w.deductions)).toEqual([
        ['pensionContribution', '100.00'],
        ['pensionInsurance', '13.70'],
        ['pensionCommission', '0.00'],
      ]);
    });
  });

  describe('AFP insurable cap (S/ 12,209.11 a month)', () => {
    /** 50.000 TM × S/ 500.00 × 20 % = S/ 5,000.00. */
    const big = (monthToDate?: string) =>
      alone(AFP_INTEGRA_FLOW, {
        landings: [landing('2025-04-01', '50.000')],
        ...(monthToDate ? { monthToDate: [{ worker: '20000001', insurablePay: d(monthToDate) }] } : {}),
      });

    it('charges the premium on the whole pay while under the cap', () => {
      const w = run(big()).workers[0]!;
      expect(amounts(w.deductions)).toEqual([
        ['pensionContribution', '500.00'],
        ['pensionInsurance', '68.50'],
        ['pensionCommission', '77.50'],
      ]);
    });

    it('charges it only on what is left under the cap after the earlier weeks of the month', () => {
      // room = 12,209.11 − 10,000.00 = 2,209.11; 1.37 % = 30.264807 → 30.26
      const w = run(big('10000.00')).workers[0]!;
      const insurance = w.deductions[1] as PensionLine;
      expect(insurance.amount.toString()).toBe('30.26');
      expect(insurance.inputs.base.toString()).toBe('2209.11');
      expect(insurance.inputs.insurableCap?.toString()).toBe('12209.11');
      expect(insurance.inputs.insurableBefore?.toString()).toBe('10000.00');
      expect(w.deductions[0]!.amount.toString()).toBe('500.00');
      expect(w.deductions[2]!.amount.toString()).toBe('77.50');
    });

    it('charges no premium once the cap is reached', () => {
      const w = run(big('12500.00')).workers[0]!;
      expect(w.deductions[1]!.amount.toString()).toBe('0.00');
    });
  });

  describe('land work', () => {
    it('pays the position daily rate (patrón S/ 30.00) or the parameter (S/ 20.00), traced', () => {
      const payroll = run(
        week({
          workers: [worker('20000001', 'PATRON'), worker('20000002', 'PESCADOR')],
          attendance: [
            onLand('2025-04-01', '20000001'),
            onLand('2025-04-01', '20000002'),
            onLand('2025-04-02', '20000002'),
          ],
        }),
      );
      const patron = byDocument(payroll.workers, '20000001');
      const pescador = byDocument(payroll.workers, '20000002');
      expect(patron.gross.toString()).toBe('30.00');
      expect((patron.earnings[0] as LandWorkLine).inputs.rateSource).toBe('position');
      expect(pescador.gross.toString()).toBe('40.00');
      expect(pescador.daysOnLand).toBe(2);
      expect((pescador.earnings[0] as LandWorkLine).inputs).toMatchObject({
        date: '2025-04-01',
        position: 'PESCADOR',
        rateSource: 'parameter',
      });
      expect(amounts(pescador.deductions)).toEqual([['pensionContribution', '3.20']]);
    });

    it('pays land work and shares on different days of the same week', () => {
      const payroll = run(
        week({
          workers: [worker('20000001', 'PESCADOR')],
          landings: [landing('2025-04-01', '10.000')],
          attendance: [onBoard('2025-04-01', '20000001'), onLand('2025-04-02', '20000001')],
        }),
      );
      const w = payroll.workers[0]!;
      expect(amounts(w.earnings)).toEqual([
        ['catchShare', '1000.00'],
        ['landWork', '20.00'],
      ]);
      expect(w.gross.toString()).toBe('1020.00');
      expect(w.catchShares.toString()).toBe('1000.00');
    });
  });

  describe('a worker joining mid-week', () => {
    const joining = week({
      workers: [
        worker('20000001', 'PESCADOR'),
        worker('20000002', 'PESCADOR'),
        worker('20000003', 'PESCADOR', REP, { hireDate: '2025-04-03' }),
        worker('20000004', 'ADMIN', REP, { hireDate: '2025-04-03', fixedWeeklyPay: d('700.00') }),
      ],
      // 04-02: 10 TM → pool 1,000.00 for two; 04-03: 9 TM → pool 900.00 for three.
      landings: [landing('2025-04-02', '10.000'), landing('2025-04-03', '9.000')],
      attendance: [
        onBoard('2025-04-02', '20000001'),
        onBoard('2025-04-02', '20000002'),
        onBoard('2025-04-03', '20000001'),
        onBoard('2025-04-03', '20000002'),
        onBoard('2025-04-03', '20000003'),
      ],
    });

    it('shares only the pools of the days on board from the hire date', () => {
      const payroll = run(joining);
      expect(byDocument(payroll.workers, '20000001').gross.toString()).toBe('800.00');
      expect(byDocument(payroll.workers, '20000002').gross.toString()).toBe('800.00');
      const newcomer = byDocument(payroll.workers, '20000003');
      expect(newcomer.gross.toString()).toBe('300.00');
      expect(newcomer.daysOnBoard).toBe(1);
    });

    it('prorates fixed pay by the days employed: 700.00 × 4 / 7 = 400.00', () => {
      const admin = byDocument(run(joining).workers, '20000004');
      expect(admin.gross.toString()).toBe('400.00');
      expect((admin.earnings[0] as FixedPayLine).inputs).toMatchObject({ daysEmployed: 4, daysInWeek: 7 });
    });
  });

  describe('two species in one day', () => {
    const twoSpecies = (shareRules = SHARE_RULES) =>
      week({
        workers: [
          worker('20000001', 'PATRON'),
          worker('20000002', 'PESCADOR'),
          worker('20000003', 'PESCADOR'),
        ],
        shareRules,
        // ANCH: 100 TM × 500.00 × 20 % = 10,000.00; JUREL: 10 TM × 1,200.00 × 20 % = 2,400.00
        landings: [
          landing('2025-04-01', '100.000'),
          landing('2025-04-01', '10.000', '0', { species: 'JUREL' }),
        ],
        attendance: ['20000001', '20000002', '20000003'].map((w) => onBoard('2025-04-01', w)),
      });

    it('makes one pool per species, each split among the same crew', () => {
      const payroll = run(twoSpecies());
      expect(payroll.pools.map((p) => [p.species, p.pool.toString(), p.totalPartes.toString()])).toEqual([
        ['ANCH', '10000.00', '4.00'],
        ['JUREL', '2400.00', '4.00'],
      ]);
      const patron = byDocument(payroll.workers, '20000001');
      expect(amounts(patron.earnings)).toEqual([
        ['catchShare', '5000.00'],
        ['catchShare', '1200.00'],
      ]);
      expect(patron.gross.toString()).toBe('6200.00');
      expect(byDocument(payroll.workers, '20000002').gross.toString()).toBe('3100.00');
      expect(patron.fishingDays).toBe(1);
    });

    it('uses the partes of the fishing type when a rule names one', () => {
      const rules = [
        ...SHARE_RULES,
        { position: 'PESCADOR', fishingType: 'CHD', effectiveFrom: '2025-01-01', partes: d('1.50') },
      ];
      const payroll = run(twoSpecies(rules));
      // JUREL (CHD): Σ partes = 2 + 1.5 + 1.5 = 5; 2,400.00 → 960.00, 720.00, 720.00
      expect(payroll.pools[1]!.totalPartes.toString()).toBe('5.00');
      expect(amounts(byDocument(payroll.workers, '20000001').earnings)).toEqual([
        ['catchShare', '5000.00'],
        ['catchShare', '960.00'],
      ]);
      expect(amounts(byDocument(payroll.workers, '20000002').earnings)).toEqual([
        ['catchShare', '2500.00'],
        ['catchShare', '720.00'],
      ]);
    });

    it('prefers a vessel rule over a general one, and the latest among equals', () => {
      const rules = [
        ...SHARE_RULES,
        { position: 'PATRON', vessel: 'V1', effectiveFrom: '2024-06-01', partes: d('3.00') },
        { position: 'PESCADOR', effectiveFrom: '2025-04-01', partes: d('0.50') },
      ];
      const payroll = run(twoSpecies(rules));
      expect(payroll.pools[0]!.totalPartes.toString()).toBe('4.00');
      expect(amounts(byDocument(payroll.workers, '20000001').earnings)[0]).toEqual(['catchShare', '7500.00']);
    });
  });

  describe('a penalised landing', () => {
    it('pays on net tonnes: (100.000 + 50.000 − 5.250) × 520.00 × 22.40 % = 16,860.48', () => {
      const payroll = run(
        week({
          prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('520.00') }],
          workers: [worker('20000001', 'PESCADOR'), worker('20000002', 'PESCADOR')],
          landings: [
            landing('2025-04-01', '100.000', '0', { vessel: 'V2', ticket: 'A-1' }),
            landing('2025-04-01', '50.000', '5.250', { vessel: 'V2', ticket: 'A-2' }),
          ],
          attendance: [onBoard('2025-04-01', '20000001', 'V2'), onBoard('2025-04-01', '20000002', 'V2')],
        }),
      );
      const pool = payroll.pools[0]!;
      expect(pool.tonnes.toString()).toBe('150.000');
      expect(pool.penalisedTonnes.toString()).toBe('5.250');
      expect(pool.netTonnes.toString()).toBe('144.750');
      expect(pool.catchValue.toFixed(2)).toBe('75270.00');
      expect(pool.pool.toString()).toBe('16860.48');
      expect(pool.tickets).toEqual(['A-1', 'A-2']);
      expect(payroll.workers.map((w) => w.gross.toString())).toEqual(['8430.24', '8430.24']);
      expect(payroll.vessels[0]).toMatchObject({ vessel: 'V2', landingCount: 2 });
      expect((payroll.workers[0]!.earnings[0] as CatchShareLine).inputs.pool.netTonnes.toString()).toBe(
        '144.750',
      );
    });

    it('uses the price in force on the landing date', () => {
      const payroll = run(
        week({
          prices: [
            { species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') },
            { species: 'ANCH', effectiveFrom: '2025-04-02', pricePerTonne: d('600.00') },
          ],
          workers: [worker('20000001', 'PESCADOR')],
          landings: [landing('2025-04-01', '10.000'), landing('2025-04-02', '10.000')],
          attendance: [onBoard('2025-04-01', '20000001'), onBoard('2025-04-02', '20000001')],
        }),
      );
      expect(payroll.pools.map((p) => [p.date, p.pricePerTonne.toString(), p.pool.toString()])).toEqual([
        ['2025-04-01', '500.00', '1000.00'],
        ['2025-04-02', '600.00', '1200.00'],
      ]);
    });
  });

  describe('union dues, specialty bonuses and other deductions', () => {
    it('withholds SUPNEP 1.5 % of the catch share only, from affiliated workers', () => {
      const payroll = run(
        alone(REP, {
          workers: [worker('20000001', 'PESCADOR', REP, { unionAffiliated: true })],
          attendance: [onBoard('2025-04-01', '20000001'), onLand('2025-04-02', '20000001')],
        }),
      );
      const w = payroll.workers[0]!;
      // gross 1,020.00: REP 81.60; union 1.5 % × 1,000.00 = 15.00
      expect(amounts(w.deductions)).toEqual([
        ['pensionContribution', '81.60'],
        ['unionDues', '15.00'],
      ]);
    });

    it('pays a specialty bonus per fishing day, or as a percentage of each share', () => {
      const rules = [
        {
          position: 'PATRON',
          effectiveFrom: '2025-01-01',
          partes: d('2.00'),
          specialtyBonus: { kind: 'perFishingDay' as const, amount: d('50.00') },
        },
        {
          position: 'MOTORISTA',
          effectiveFrom: '2025-01-01',
          partes: d('1.50'),
          specialtyBonus: { kind: 'percentOfShare' as const, rate: d('10.00') },
        },
        { position: 'PESCADOR', effectiveFrom: '2025-01-01', partes: d('1.50') },
      ];
      const payroll = run(
        week({
          shareRules: rules,
          workers: [
            worker('20000001', 'PATRON'),
            worker('20000002', 'MOTORISTA'),
            worker('20000003', 'PESCADOR'),
          ],
          // 04-01: ANCH 1,000.00 and JUREL 480.00 (2 TM × 1,200 × 20 %); 04-02: ANCH 500.00; Σ partes 5
          landings: [
            landing('2025-04-01', '10.000'),
            landing('2025-04-01', '2.000', '0', { species: 'JUREL' }),
            landing('2025-04-02', '5.000'),
          ],
          attendance: ['2025-04-01', '2025-04-02'].flatMap((date) =>
            ['20000001', '20000002', '20000003'].map((w) => onBoard(date, w)),
          ),
        }),
      );
      const patron = byDocument(payroll.workers, '20000001');
      expect(amounts(patron.earnings)).toEqual([
        ['catchShare', '400.00'],
        ['specialtyBonus', '50.00'],
        ['catchShare', '192.00'],
        ['catchShare', '200.00'],
        ['specialtyBonus', '50.00'],
      ]);
      const motorista = byDocument(payroll.workers, '20000002');
      expect(amounts(motorista.earnings)).toEqual([
        ['catchShare', '300.00'],
        ['specialtyBonus', '30.00'],
        ['catchShare', '144.00'],
        ['specialtyBonus', '14.40'],
        ['catchShare', '150.00'],
        ['specialtyBonus', '15.00'],
      ]);
      expect(motorista.catchShares.toString()).toBe('594.00');
      expect(motorista.gross.toString()).toBe('653.40');
    });

    it('withholds other deductions with their reason, in a fixed order', () => {
      const payroll = run(
        alone(REP, {
          deductions: [
            { worker: '20000001', amount: d('100.00'), reason: 'Adelanto 2025-04-02', kind: 'advance' },
            {
              worker: '20000001',
              amount: d('200.00'),
              reason: 'Retención judicial exp. 123-2024',
              kind: 'judicial',
            },
          ],
        }),
      );
      const w = payroll.workers[0]!;
      expect(
        w.deductions.map((line) => [
          line.concept,
          line.amount.toString(),
          'reason' in line.inputs ? line.inputs.reason : '',
        ]),
      ).toEqual([
        ['pensionContribution', '80.00', ''],
        ['otherDeduction', '100.00', 'Adelanto 2025-04-02'],
        ['otherDeduction', '200.00', 'Retención judicial exp. 123-2024'],
      ]);
      expect(w.totalDeductions.toString()).toBe('380.00');
      expect(w.net.toString()).toBe('620.00');
    });
  });

  it('counts days on board without catch, paying nothing for them', () => {
    const payroll = run(
      week({
        workers: [worker('20000001', 'PESCADOR')],
        landings: [landing('2025-04-01', '10.000')],
        attendance: [onBoard('2025-04-01', '20000001'), onBoard('2025-04-02', '20000001')],
      }),
    );
    const w = payroll.workers[0]!;
    expect([w.daysOnBoard, w.fishingDays, w.gross.toString()]).toEqual([2, 1, '1000.00']);
  });

  it('totals the week by worker and by vessel', () => {
    const payroll = run(alone(REP));
    expect(Object.fromEntries(Object.entries(payroll.totals).map(([k, v]) => [k, v.toString()]))).toEqual({
      catchShares: '1000.00',
      gross: '1000.00',
      deductions: '80.00',
      net: '920.00',
      employer: '150.00',
    });
    expect(payroll.vessels.map((v) => [v.vessel, v.netTonnes.toString(), v.crewShare.toString()])).toEqual([
      ['V1', '10.000', '1000.00'],
    ]);
    expect(payroll.parameterDate).toBe('2025-04-06');
    expect(payroll.parameters['rep.worker.rate']?.toString()).toBe('8.00');
  });
});
