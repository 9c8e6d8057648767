import { describe, expect, it } from 'vitest';
import type { PayrollError, PayrollErrorKind } from '../../../src/domain/payroll/errors';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import { d, expectErr, landing, onBoard, onLand, worker, workedExample } from './fixtures';

const parameters = seedParameters();

function errorsOf(input: WeeklyPayrollInput): PayrollError[] {
  return expectErr(computeWeeklyPayroll(input, parameters));
}

function only(errors: PayrollError[], kind: PayrollErrorKind): PayrollError {
  expect(errors.map((e) => e.kind)).toEqual([kind]);
  return errors[0]!;
}

const base = workedExample();

describe('weekly payroll validation: named errors listing every offending row', () => {
  it('refuses a landing for a vessel without crew on board that day', () => {
    const error = only(
      errorsOf({
        ...base,
        vessels: [...base.vessels, { code: 'V2', sharePct: d('22.40') }],
        landings: [
          ...base.landings,
          landing('2025-04-04', '50.000', '0', { ticket: 'TK-2' }),
          landing('2025-04-03', '20.000', '0', { vessel: 'V2', ticket: 'TK-3' }),
        ],
      }),
      'LandingWithoutCrew',
    );
    expect(error.message).toBe('Descarga sin tripulación a bordo ese día');
    expect(error.rows.map((r) => [r.list, r.index, r.date, r.vessel, r.ticket])).toEqual([
      ['landings', 2, '2025-04-03', 'V2', 'TK-3'],
      ['landings', 1, '2025-04-04', 'V1', 'TK-2'],
    ]);
  });

  it('refuses a worker on two vessels the same day, listing both rows', () => {
    const error = only(
      errorsOf({
        ...base,
        vessels: [...base.vessels, { code: 'V2', sharePct: d('22.40') }],
        attendance: [...base.attendance, onBoard('2025-04-03', '10000005', 'V2')],
      }),
      'WorkerOnTwoVessels',
    );
    expect(error.message).toBe('Trabajador a bordo de dos embarcaciones el mismo día');
    expect(error.rows.map((r) => [r.index, r.worker, r.vessel])).toEqual([
      [4, '10000005', 'V1'],
      [8, '10000005', 'V2'],
    ]);
  });

  it('refuses a worker on board and on land the same day, and a repeated attendance row', () => {
    const errors = errorsOf({
      ...base,
      attendance: [...base.attendance, onLand('2025-04-03', '10000006'), onBoard('2025-04-03', '10000007')],
    });
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.index)])).toEqual([
      ['WorkerOnBoardAndLand', [5, 8]],
      ['DuplicateAttendance', [6, 9]],
    ]);
  });

  it('refuses a landing with no price in force for its species and date', () => {
    const error = only(
      errorsOf({
        ...base,
        prices: [{ species: 'ANCH', effectiveFrom: '2025-04-04', pricePerTonne: d('520.00') }],
      }),
      'MissingPrice',
    );
    expect(error.rows).toEqual([
      {
        list: 'landings',
        index: 0,
        date: '2025-04-03',
        vessel: 'V1',
        species: 'ANCH',
        ticket: 'TK-0001',
        tonnes: '180.500',
        penalisedTonnes: '2.500',
      },
    ]);
  });

  it('refuses negative tonnes, negative penalised tonnes, and more penalised than landed', () => {
    const error = only(
      errorsOf({
        ...base,
        landings: [
          landing('2025-04-03', '-1.000'),
          landing('2025-04-03', '10.000', '-0.500'),
          landing('2025-04-03', '10.000', '10.001'),
          landing('2025-04-03', '10.000', '10.000'),
        ],
      }),
      'NegativeTonnes',
    );
    expect(error.rows.map((r) => r.index)).toEqual([0, 1, 2]);
  });

  it('refuses rows dated outside the week', () => {
    const error = only(
      errorsOf({
        ...base,
        landings: [...base.landings, landing('2025-04-07', '1.000')],
        attendance: [
          ...base.attendance,
          onBoard('2025-03-30', '10000001'),
          onBoard('2025-04-07', '10000001'),
        ],
      }),
      'OutsideWeek',
    );
    expect(error.message).toBe('Registro con fecha fuera de la semana');
    expect(error.rows.map((r) => [r.list, r.index, r.date])).toEqual([
      ['landings', 1, '2025-04-07'],
      ['attendance', 8, '2025-03-30'],
      ['attendance', 9, '2025-04-07'],
    ]);
  });

  it('refuses a week whose start is after its end, or whose month is neither of its dates', () => {
    expect(
      only(errorsOf({ ...base, week: { ...base.week, start: '2025-04-07' } }), 'InvalidWeek').rows,
    ).toHaveLength(1);
    expect(
      only(errorsOf({ ...base, week: { ...base.week, month: '2025-05' } }), 'InvalidWeek').rows,
    ).toHaveLength(1);
    expect(
      only(errorsOf({ ...base, week: { ...base.week, end: '2025-04-31' } }), 'InvalidWeek').rows,
    ).toHaveLength(1);
  });

  it('collects every kind of problem at once, each kind listing all its rows', () => {
    const errors = errorsOf({
      ...base,
      vessels: [...base.vessels, { code: 'V2', sharePct: d('22.40') }],
      landings: [
        ...base.landings,
        landing('2025-04-04', '5.000'),
        landing('2025-04-08', '5.000'),
        landing('2025-04-05', '-5.000', '0', { species: 'BONITO' }),
      ],
      attendance: [
        ...base.attendance,
        onBoard('2025-04-03', '10000001', 'V2'),
        onBoard('2025-04-03', '99999999'),
      ],
    });
    expect(errors.map((e) => [e.kind, e.rows.length])).toEqual([
      ['OutsideWeek', 1],
      ['NegativeTonnes', 1],
      ['UnknownSpecies', 1],
      ['UnknownWorker', 1],
      ['LandingWithoutCrew', 1],
      ['WorkerOnTwoVessels', 2],
    ]);
    for (const error of errors) expect(error.message.length).toBeGreaterThan(10);
  });

  it('refuses attendance before the hire date', () => {
    const error = only(
      errorsOf({
        ...base,
        workers: base.workers.map((w) => (w.document === '10000008' ? { ...w, hireDate: '2025-04-04' } : w)),
      }),
      'AttendanceBeforeHire',
    );
    expect(error.rows).toEqual([
      {
        list: 'attendance',
        index: 7,
        date: '2025-04-03',
        worker: '10000008',
        kind: 'board',
        vessel: 'V1',
        hireDate: '2025-04-04',
      },
    ]);
  });

  it('refuses crew whose position has no partes in force, and a crew with zero partes', () => {
    const missing = only(
      errorsOf({ ...base, shareRules: base.shareRules.filter((r) => r.position !== 'COCINERO') }),
      'MissingShares',
    );
    expect(missing.rows.map((r) => [r.worker, r.position])).toEqual([['10000004', 'COCINERO']]);
    expect(missing.message).toBe(
      'Falta la tabla de partes del cargo COCINERO - Cocinero vigente al 03/04/2025: regístrela en Pago por especialidad.',
    );
    const zero = only(
      errorsOf({ ...base, shareRules: base.shareRules.map((r) => ({ ...r, partes: d('0') })) }),
      'ZeroShares',
    );
    expect(zero.rows.map((r) => r.index)).toEqual([0]);
  });

  it('names missing partes once per position and date, keeping every crew row of it', () => {
    const crew = base.workers.map((w) => w.document);
    const errors = errorsOf({
      ...base,
      shareRules: base.shareRules.filter((r) => r.position !== 'PATRON' && r.position !== 'COCINERO'),
      landings: [...base.landings, landing('2025-04-04', '50.000', '0', { ticket: 'TK-2' })],
      attendance: [...base.attendance, ...crew.map((w) => onBoard('2025-04-04', w))],
    });
    const day2 = base.attendance.length;
    const at = (document: string, offset = 0) => crew.indexOf(document) + offset;
    expect(errors.map((e) => [e.kind, e.message, e.rows.map((r) => r.index)])).toEqual([
      [
        'MissingShares',
        'Falta la tabla de partes del cargo PATRON - Patrón vigente al 03/04/2025: regístrela en Pago por especialidad.',
        [at('10000001')],
      ],
      [
        'MissingShares',
        'Falta la tabla de partes del cargo COCINERO - Cocinero vigente al 03/04/2025: regístrela en Pago por especialidad.',
        [at('10000004')],
      ],
      [
        'MissingShares',
        'Falta la tabla de partes del cargo PATRON - Patrón vigente al 04/04/2025: regístrela en Pago por especialidad.',
        [at('10000001', day2)],
      ],
      [
        'MissingShares',
        'Falta la tabla de partes del cargo COCINERO - Cocinero vigente al 04/04/2025: regístrela en Pago por especialidad.',
        [at('10000004', day2)],
      ],
    ]);
  });

  it('refuses unknown references and duplicate master data', () => {
    const errors = errorsOf({
      ...base,
      workers: [...base.workers, worker('10000001', 'PESCADOR'), worker('10000009', 'BUZO')],
      prices: [...base.prices, { species: 'ANCH', effectiveFrom: '2025-03-01', pricePerTonne: d('600.00') }],
      attendance: [...base.attendance, onBoard('2025-04-03', '10000009', 'V9')],
    });
    expect(errors.map((e) => [e.kind, e.rows.map((r) => `${r.list}#${r.index}`)])).toEqual([
      ['DuplicateEntry', ['workers#8', 'prices#1']],
      ['UnknownVessel', ['attendance#8']],
      ['UnknownPosition', ['workers#9']],
    ]);
  });

  it('refuses share percentages outside 0–100 and negative prices', () => {
    const errors = errorsOf({
      ...base,
      vessels: [{ code: 'V1', sharePct: d('100.01') }],
      prices: [{ species: 'ANCH', effectiveFrom: '2025-03-01', pricePerTonne: d('-1') }],
    });
    expect(errors[0]!.kind).toBe('OutOfRange');
    expect(errors[0]!.rows.map((r) => r.list)).toEqual(['vessels', 'prices']);
  });

  it('refuses deductions without a positive amount or a reason, and deductions above the pay', () => {
    const invalid = only(
      errorsOf({
        ...base,
        deductions: [
          { worker: '10000005', amount: d('0'), reason: 'Adelanto' },
          { worker: '10000005', amount: d('10'), reason: '  ' },
        ],
      }),
      'InvalidDeduction',
    );
    expect(invalid.rows.map((r) => r.index)).toEqual([0, 1]);
    const exceeding = only(
      errorsOf({
        ...base,
        deductions: [{ worker: '10000008', amount: d('2000.00'), reason: 'Retención judicial' }],
      }),
      'DeductionsExceedPay',
    );
    // 2,126.50 − REP 170.12 − 2,000.00 < 0
    expect(exceeding.rows).toEqual([
      { list: 'workers', worker: '10000008', gross: '2126.50', deductions: '2170.12' },
    ]);
  });
});
