import { describe, expect, it } from 'vitest';
import {
  accumulate,
  computeStoredWeek,
  computeWeek,
  contextParameters,
  diffResults,
  locateErrors,
  namedWorkerIds,
  toEngineInput,
  validateAdjustments,
  validateCrew,
  validateLandings,
  workerTotalsOf,
  type ComputeContext,
  type GridReferences,
  type StoredWeek,
  type WeekMasterData,
} from '../../../src/domain/fishing-weeks';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';

const CREW = [
  ['PATRON', '2.00'],
  ['MOTORISTA', '1.50'],
  ['PANGUERO', '1.25'],
  ['COCINERO', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
] as const;
const POSITIONS = ['PATRON', 'MOTORISTA', 'PANGUERO', 'COCINERO', 'PESCADOR'];

const master: WeekMasterData = {
  vessels: [
    {
      id: 1,
      registration: 'V1',
      name: 'DON LUCHO I',
      shares: [{ effectiveFrom: '2025-01-01', percent: '22.40' }],
    },
    {
      id: 2,
      registration: 'V2',
      name: 'DOÑA ROSA',
      shares: [{ effectiveFrom: '2025-01-01', percent: '22.40' }],
    },
  ],
  species: [{ id: 1, code: 'ANC', name: 'Anchoveta', fishingType: 'CHI' }],
  positions: POSITIONS.map((code, i) => ({ id: i + 1, code, name: code, landDailyRate: '20.00' })),
  shareRules: POSITIONS.map((code, i) => ({
    positionId: i + 1,
    vesselId: null,
    fishingType: null,
    effectiveFrom: '2025-01-01',
    partes: CREW.find(([c]) => c === code)![1],
  })),
  workers: CREW.map(([code], i) => ({
    id: 100 + i,
    documentType: 'DNI',
    document: `1000000${i + 1}`,
    name: `TRABAJADOR ${i + 1}`,
    hireDate: '2019-03-01',
    terms: [
      {
        effectiveFrom: '2019-03-01',
        positionId: POSITIONS.indexOf(code) + 1,
        pensionScheme: 'REP' as const,
        afp: null,
        commissionType: null,
        unionAffiliated: false,
        eps: false,
      },
    ],
  })),
};

const landing = {
  date: '2025-04-03',
  vesselId: 1,
  speciesId: 1,
  plantId: null,
  ticket: 'TK-1',
  tonnes: '180.500',
  penalisedTonnes: '2.500',
  pricePerTonne: null,
  priceReason: '',
};

const week = (changes: Partial<StoredWeek> = {}): StoredWeek => ({
  year: 2025,
  number: 14,
  start: '2025-03-31',
  end: '2025-04-06',
  month: '2025-04',
  prices: [{ speciesId: 1, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
  landings: [landing],
  crew: master.workers.map((w) => ({ date: '2025-04-03', vesselId: 1, workerId: w.id, positionId: null })),
  landWork: [],
  adjustments: [],
  ...changes,
});

const refs: GridReferences = {
  vessels: new Map(master.vessels.map((v) => [v.id, v.name])),
  species: new Map([[1, 'Anchoveta']]),
  plants: new Map([[1, 'PLANTA CHIMBOTE']]),
  workers: new Map(master.workers.map((w) => [w.id, w.name])),
  positions: new Map(master.positions.map((p) => [p.id, p.name])),
};

function compute(w: StoredWeek) {
  const result = computeStoredWeek(w, master, seedParameters());
  if (!result.ok) throw new Error(JSON.stringify(result.error.errors));
  return result.value.payroll;
}

describe('a stored week through the engine', () => {
  it('computes the worked example of fishing-payroll-peru.md §2 to the cent', () => {
    const payroll = compute(week());
    expect(payroll.pools[0]!.pool.toString()).toBe('20733.44');
    expect(payroll.workers.map((w) => w.catchShares.toString())).toEqual([
      '4253.01',
      '3189.76',
      '2658.13',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.50',
    ]);
  });

  it('withholds a judicial percentage of the pay after pension, and fixed deductions with their reasons', () => {
    const payroll = compute(
      week({
        adjustments: [
          {
            workerId: 104,
            kind: 'retencion_judicial',
            amount: null,
            percent: '30',
            beneficiary: 'María',
            reason: 'Alimentos',
          },
          {
            workerId: 104,
            kind: 'cuota_prestamo',
            amount: '50.00',
            percent: null,
            beneficiary: '',
            reason: 'Préstamo 3/10',
          },
        ],
      }),
    );
    const pescador = payroll.workers.find((w) => w.worker.document === '10000005')!;
    expect(pescador.deductions.map((d) => [d.concept, d.amount.toString()])).toEqual([
      ['pensionContribution', '170.12'],
      ['otherDeduction', '586.92'],
      ['otherDeduction', '50.00'],
    ]);
    expect(pescador.net.toString()).toBe('1319.47');
  });

  it('takes a judicial percentage on the pay after the legal deductions only: not the union dues', () => {
    const unionMaster = {
      ...master,
      workers: master.workers.map((w) =>
        w.id === 104 ? { ...w, terms: w.terms.map((t) => ({ ...t, unionAffiliated: true })) } : w,
      ),
    };
    const adjustments: StoredWeek['adjustments'] = [
      {
        workerId: 104,
        kind: 'retencion_judicial',
        amount: null,
        percent: '30',
        beneficiary: 'María',
        reason: 'Alimentos',
      },
    ];
    const result = computeStoredWeek(week({ adjustments }), unionMaster, seedParameters());
    if (!result.ok) throw new Error(JSON.stringify(result.error.errors));
    const pescador = result.value.payroll.workers.find((w) => w.worker.document === '10000005')!;
    // 2126.51 − REP 170.12 = 1956.39 (the union dues, 31.90, are not a legal deduction); 30 % = 586.92.
    expect(pescador.deductions.map((d) => [d.concept, d.amount.toString()])).toEqual([
      ['pensionContribution', '170.12'],
      ['unionDues', '31.90'],
      ['otherDeduction', '586.92'],
    ]);
  });

  it('prices a landing apart from the list only for that landing, with a reason', () => {
    const special = {
      ...landing,
      vesselId: 2,
      ticket: 'TK-2',
      pricePerTonne: '530.00',
      priceReason: 'Acuerdo con la planta',
    };
    const w = week({
      landings: [landing, special],
      crew: [
        ...week().crew.slice(0, 4),
        ...week()
          .crew.slice(4)
          .map((c) => ({ ...c, vesselId: 2 })),
      ],
    });
    expect(validateLandings(w, w.prices, w.landings, refs)).toEqual([]);
    expect(validateLandings(w, w.prices, [{ ...special, priceReason: '' }], refs)).toEqual([
      expect.objectContaining({ grid: 'descargas', row: 1, field: 'priceReason' }),
    ]);
    const payroll = compute(w);
    expect(payroll.pools.map((p) => [p.vessel, p.species, p.pricePerTonne.toString()])).toEqual([
      ['V1', 'ANC', '520.00'],
      ['V2', 'ANC@530.00', '530.00'],
    ]);
  });

  it('pays a stored specialty bonus for each fishing day on board, as the command line does', () => {
    const withBonus = {
      ...master,
      shareRules: master.shareRules.map((r, i) => (i === 0 ? { ...r, bonus: '50.00' } : r)),
    };
    const position = master.positions.find((p) => p.id === master.shareRules[0]!.positionId)!;
    const result = computeStoredWeek(week(), withBonus, seedParameters());
    if (!result.ok) throw new Error(JSON.stringify(result.error.errors));
    const paid = result.value.payroll.workers.flatMap((w) =>
      w.earnings
        .filter((e) => e.concept === 'specialtyBonus')
        .map((e) => [e.inputs.position, e.amount.toString()]),
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every(([p, amount]) => p === position.code && amount === '50.00')).toBe(true);
    const without = computeStoredWeek(week(), master, seedParameters());
    if (!without.ok) throw new Error('the week computes without the bonus');
    expect(
      without.value.payroll.workers.flatMap((w) => w.earnings.filter((e) => e.concept === 'specialtyBonus')),
    ).toEqual([]);
  });

  it('names the grid row of an engine error', () => {
    const w = week({ landings: [landing, { ...landing, date: '2025-04-04', ticket: 'TK-9' }] });
    const result = computeStoredWeek(w, master, seedParameters());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const located = locateErrors(result.error.errors, result.error.rows);
    expect(located).toEqual([
      expect.objectContaining({
        kind: 'LandingWithoutCrew',
        rows: [expect.objectContaining({ grid: 'descargas', row: 2 })],
      }),
    ]);
  });
});

describe('other earnings (otro ingreso) of a stored week', () => {
  const extra = {
    id: 200,
    documentType: 'DNI',
    document: '20000001',
    name: 'TRABAJADOR EN TIERRA',
    hireDate: '2019-03-01',
    terms: [
      {
        effectiveFrom: '2019-03-01',
        positionId: 5,
        pensionScheme: 'ONP' as const,
        afp: null,
        commissionType: null,
        unionAffiliated: false,
        eps: false,
      },
    ],
  };
  const withExtra: WeekMasterData = { ...master, workers: [...master.workers, extra] };
  const adjustments: StoredWeek['adjustments'] = [
    { workerId: 104, kind: 'adelanto', amount: '100.00', percent: null, beneficiary: '', reason: 'Adelanto' },
    {
      workerId: 104,
      kind: 'otro_ingreso',
      amount: '150.00',
      percent: null,
      beneficiary: '',
      reason: 'Reintegro semana 12',
    },
    { workerId: 200, kind: 'otro_ingreso', amount: '300.00', percent: null, beneficiary: '', reason: 'Bono' },
  ];

  it('routes it to the engine’s other earnings, not to the deductions, keeping the row map', () => {
    const engine = toEngineInput(week({ adjustments }), withExtra);
    expect(engine.input.deductions!.map((d) => [d.worker, d.amount.toString(), d.kind])).toEqual([
      ['10000005', '100.00', 'advance'],
    ]);
    expect(engine.input.otherEarnings!.map((e) => [e.worker, e.amount.toString(), e.reason])).toEqual([
      ['10000005', '150.00', 'Reintegro semana 12'],
      ['20000001', '300.00', 'Bono'],
    ]);
    expect(engine.rows.deductions).toEqual([0]);
    expect(engine.rows.otherEarnings).toEqual([1, 2]);
    // A worker named only by an other earning is passed to the engine.
    expect(engine.input.workers.map((w) => w.document)).toContain('20000001');
  });

  it('pays it in the worker’s gross; a worker with only an other earning is computed', () => {
    const result = computeStoredWeek(week({ adjustments }), withExtra, seedParameters());
    if (!result.ok) throw new Error(JSON.stringify(result.error.errors));
    const pescador = result.value.payroll.workers.find((w) => w.worker.document === '10000005')!;
    // 2,126.51 + 150.00; REP 8 % × 2,276.51 = 182.1208
    expect(pescador.gross.toString()).toBe('2276.51');
    expect(pescador.deductions.map((d) => [d.concept, d.amount.toString()])).toEqual([
      ['pensionContribution', '182.12'],
      ['otherDeduction', '100.00'],
    ]);
    expect(pescador.net.toString()).toBe('1994.39');
    const onLand = result.value.payroll.workers.find((w) => w.worker.document === '20000001')!;
    expect(onLand.earnings.map((e) => [e.concept, e.amount.toString()])).toEqual([
      ['otherEarning', '300.00'],
    ]);
    // ONP 13 % × 300.00
    expect(onLand.net.toString()).toBe('261.00');
  });

  it('names the adjustments row of an engine error on an other earning', () => {
    const bad = [...adjustments];
    bad[2] = { ...adjustments[2]!, amount: '0' };
    const result = computeStoredWeek(week({ adjustments: bad }), withExtra, seedParameters());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(locateErrors(result.error.errors, result.error.rows)).toEqual([
      {
        kind: 'InvalidEarning',
        message: 'Ingreso sin monto positivo o sin motivo',
        rows: [
          expect.objectContaining({
            list: 'otherEarnings',
            index: 1,
            grid: 'ajustes',
            row: 3,
            workerId: 200,
          }),
        ],
      },
    ]);
  });

  it('is checked like a deduction: amount and reason required, no percentage, no beneficiary, no loan', () => {
    const row = {
      workerId: 100,
      kind: 'otro_ingreso' as const,
      amount: '25.50',
      percent: null,
      beneficiary: '',
      reason: 'Bono de producción',
    };
    const loans = new Map([[7, { workerId: 100, available: '500.00' }]]);
    expect(validateAdjustments([row], { ...refs, loans })).toEqual([]);
    expect(
      validateAdjustments(
        [
          { ...row, amount: null },
          { ...row, amount: '-5.00' },
          { ...row, reason: ' ' },
          { ...row, amount: null, percent: '10' },
          { ...row, beneficiary: 'María' },
          { ...row, loanId: 7 },
        ],
        { ...refs, loans },
      ).map((p) => `${p.row}.${p.field}: ${p.message}`),
    ).toEqual([
      '1.amount: Indique un monto mayor que cero, con hasta dos decimales.',
      '2.amount: Indique un monto mayor que cero, con hasta dos decimales.',
      '3.reason: Indique el motivo.',
      '4.percent: Solo la retención judicial admite un porcentaje.',
      '5.beneficiary: Un otro ingreso no lleva beneficiario.',
      '6.kind: Un préstamo se descuenta como «Cuota de préstamo».',
    ]);
  });
});

describe('the grids’ row checks', () => {
  it('refuses a worker on two vessels the same day naming both rows', () => {
    const crew = [...week().crew, { date: '2025-04-03', vesselId: 2, workerId: 100, positionId: null }];
    expect(
      validateCrew(week(), crew, [{ date: '2025-04-03', workerId: 101, positionId: null }], refs),
    ).toEqual([
      {
        grid: 'tripulacion',
        row: 9,
        field: 'workerId',
        message:
          'TRABAJADOR 1 figura en dos embarcaciones el 03/04/2025: fila 1 (DON LUCHO I) y fila 9 (DOÑA ROSA).',
      },
      {
        grid: 'tierra',
        row: 1,
        field: 'workerId',
        message:
          'TRABAJADOR 2 figura a bordo de DON LUCHO I (tripulación, fila 2) y en tierra (fila 1) el 03/04/2025.',
      },
    ]);
  });

  it('refuses penalised tonnes over the landed ones, days outside the week and deductions without reason', () => {
    const problems = validateLandings(
      week(),
      week().prices,
      [{ ...landing, date: '2025-04-07', penalisedTonnes: '181.000' }],
      refs,
    );
    expect(problems.map((p) => p.field)).toEqual(['date', 'penalisedTonnes']);
    expect(
      validateAdjustments(
        [
          { workerId: 100, kind: 'adelanto', amount: '0', percent: null, beneficiary: '', reason: '' },
          { workerId: 100, kind: 'adelanto', amount: null, percent: '10', beneficiary: '', reason: 'x' },
          {
            workerId: 100,
            kind: 'retencion_judicial',
            amount: '10.00',
            percent: null,
            beneficiary: '',
            reason: 'x',
          },
        ],
        refs,
      ).map((p) => `${p.row}.${p.field}`),
    ).toEqual(['1.reason', '1.amount', '2.percent', '3.beneficiary']);
  });
});

describe('results over time', () => {
  const t = (document: string, gross: string, deductions = '0.00') => ({
    document,
    name: document,
    gross,
    deductions,
    net: (Number(gross) - Number(deductions)).toFixed(2),
  });

  it('diffs two results per worker, leaving out the unchanged', () => {
    expect(
      diffResults(
        [t('1', '100.00'), t('2', '50.00')],
        [t('1', '100.00'), t('2', '60.00', '5.00'), t('3', '10.00')],
      ),
    ).toEqual([
      {
        document: '2',
        name: '2',
        before: t('2', '50.00'),
        after: t('2', '60.00', '5.00'),
        gross: '10.00',
        deductions: '5.00',
        net: '5.00',
      },
      {
        document: '3',
        name: '3',
        before: null,
        after: t('3', '10.00'),
        gross: '10.00',
        deductions: '0.00',
        net: '10.00',
      },
    ]);
  });

  it('accumulates the month and the year from the closed weeks', () => {
    const weeks = [
      { month: '2025-03', start: '2025-03-03', workers: [t('1', '100.10')] },
      { month: '2025-04', start: '2025-03-31', workers: [t('1', '200.20')] },
      { month: '2025-04', start: '2025-04-07', workers: [t('1', '300.30'), t('2', '5.00')] },
      { month: '2024-12', start: '2024-12-02', workers: [t('1', '999.99')] },
    ];
    expect(accumulate(weeks, '2025-04')).toEqual([
      {
        document: '1',
        name: '1',
        monthToDate: '500.50',
        yearToDate: '600.60',
        byMonth: { '2025-03': '100.10', '2025-04': '500.50' },
      },
      { document: '2', name: '2', monthToDate: '5.00', yearToDate: '5.00', byMonth: { '2025-04': '5.00' } },
    ]);
    expect(accumulate(weeks, '2025-04', '2025-04-07')[0]!.monthToDate).toBe('200.20');
  });
});

describe('the compute context shared by the server and the browser preview', () => {
  const context = (): ComputeContext => {
    const { prices: _p, landings: _l, crew: _c, landWork: _w, adjustments: _a, ...dates } = week();
    return JSON.parse(
      JSON.stringify({
        week: dates,
        master,
        parameterDate: '2025-04-06',
        parameters: contextParameters(seedParameters(), '2025-04-06'),
        monthToDate: [{ worker: '10000001', insurablePay: '1000.00' }],
      }),
    ) as ComputeContext;
  };

  it('gives, through its JSON, the amounts of the stored week with the whole catalogue', () => {
    const w = week();
    const viaContext = computeWeek(context(), w);
    const direct = computeStoredWeek(w, master, seedParameters(), [
      { worker: '10000001', insurablePay: Decimal.of('1000.00') },
    ]);
    if (!viaContext.ok || !direct.ok) throw new Error('refused');
    expect(workerTotalsOf(viaContext.value.payroll)).toEqual(workerTotalsOf(direct.value.payroll));
    expect(workerTotalsOf(viaContext.value.payroll)[4]).toMatchObject({ gross: '2126.51', net: '1956.39' });
  });

  it("withholds the income tax balances of earlier months it carries, for the week's workers only", () => {
    const withBalances: ComputeContext = {
      ...context(),
      incomeTaxBalances: [
        { worker: '10000005', month: '2025-03', amount: '100.00' },
        { worker: '99999999', month: '2025-03', amount: '50.00' },
      ],
    };
    const computed = computeWeek(withBalances, week());
    if (!computed.ok) throw new Error('refused');
    const pescador = computed.value.payroll.workers.find((w) => w.worker.document === '10000005')!;
    expect(
      pescador.deductions.filter((d) => d.concept === 'incomeTax').map((d) => d.amount.toString()),
    ).toEqual(['100.00']);
    // 1,956.39 without it.
    expect(pescador.net.toString()).toBe('1856.39');
    // A context stored before the balances existed computes as before.
    const before = computeWeek(context(), week());
    if (!before.ok) throw new Error('refused');
    expect(
      before.value.payroll.workers.some((w) => w.deductions.some((d) => d.concept === 'incomeTax')),
    ).toBe(false);
  });

  it('names the workers of the grids once, and refuses a context with a bad parameter as an engine error', () => {
    const w = week({
      adjustments: [
        {
          workerId: 100,
          kind: 'adelanto',
          amount: '10.00',
          percent: null,
          beneficiary: '',
          reason: 'Adelanto',
        },
      ],
    });
    expect(namedWorkerIds(w)).toEqual(master.workers.map((m) => m.id));
    const bad = context();
    const broken = { ...bad, parameters: [...bad.parameters, { ...bad.parameters[0]!, key: 'no.existe' }] };
    const refused = computeWeek(broken, w);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.errors[0]!.kind).toBe('InvalidInput');
  });
});
