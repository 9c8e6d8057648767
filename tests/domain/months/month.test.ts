import { describe, expect, it } from 'vitest';
import {
  diffMonths,
  MONTH_MESSAGES,
  monthTransition,
  openWeeksOf,
  sameStamps,
  stampsOf,
  yearToDateOf,
  type MonthWeek,
  type MonthWorkerTotals,
} from '../../../src/domain/months/month';
import { monthFigures } from '../../support/fakes/months/fake-months-api';

const week = (id: number, number: number, state: string, version = 1): MonthWeek => ({
  id,
  year: 2025,
  number,
  state,
  version,
});

const totals = (document: string, over: Partial<MonthWorkerTotals> = {}) =>
  monthFigures(document, {
    gross: '1000.00',
    vacation: '83.30',
    bonus: '166.60',
    bonusExtra: '14.99',
    cts: '83.30',
    payable: '264.89',
    taxablePay: '1264.89',
    employer: '90.00',
    ...over,
  });

describe('the month state machine', () => {
  it('computes an open, computed or reopened month, never a closed one', () => {
    expect(monthTransition('abierto', 'compute')).toEqual({ ok: true, value: 'calculado' });
    expect(monthTransition('reabierto', 'compute')).toEqual({ ok: true, value: 'calculado' });
    expect(monthTransition('cerrado', 'compute')).toEqual({
      ok: false,
      error: { status: 409, message: MONTH_MESSAGES.closed },
    });
  });

  it('closes only a computed month', () => {
    expect(monthTransition('calculado', 'close')).toEqual({ ok: true, value: 'cerrado' });
    expect(monthTransition('abierto', 'close')).toEqual({
      ok: false,
      error: { status: 409, message: MONTH_MESSAGES.closeNeedsCompute },
    });
  });

  it('reopens a closed month with approval and a reason of ten characters', () => {
    expect(
      monthTransition('cerrado', 'reopen', { canApprove: true, reason: 'Corrección de descargas' }),
    ).toEqual({ ok: true, value: 'reabierto' });
    expect(
      monthTransition('cerrado', 'reopen', { canApprove: false, reason: 'Corrección de descargas' }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
    expect(monthTransition('cerrado', 'reopen', { canApprove: true, reason: '  corto   ' })).toMatchObject({
      ok: false,
      error: { status: 400, message: MONTH_MESSAGES.reopenReason },
    });
    expect(
      monthTransition('calculado', 'reopen', { canApprove: true, reason: 'Corrección de descargas' }),
    ).toMatchObject({ ok: false, error: { status: 409, message: MONTH_MESSAGES.reopenNotClosed } });
  });
});

describe('the weeks of a month', () => {
  it('names the weeks that keep it from closing', () => {
    const weeks = [week(1, 14, 'cerrada'), week(2, 15, 'abierta'), week(3, 16, 'reabierta')];
    const open = openWeeksOf(weeks);
    expect(open.map((w) => w.number)).toEqual([15, 16]);
    expect(MONTH_MESSAGES.openWeeks(open)).toBe(
      'No se puede cerrar el mes: las semanas 15/2025 y 16/2025 no están cerradas.',
    );
    expect(MONTH_MESSAGES.openWeeks([week(2, 15, 'calculada')])).toBe(
      'No se puede cerrar el mes: la semana 15/2025 no está cerrada.',
    );
  });

  it('knows when a closed week changed after the computation', () => {
    const weeks = [week(2, 15, 'cerrada', 4), week(1, 14, 'cerrada', 3)];
    const used = stampsOf(weeks);
    expect(used).toEqual([
      { id: 1, version: 3 },
      { id: 2, version: 4 },
    ]);
    expect(sameStamps(used, weeks)).toBe(true);
    expect(sameStamps(used, [week(1, 14, 'cerrada', 3), week(2, 15, 'cerrada', 6)])).toBe(false);
    expect(sameStamps(used, [...weeks, week(3, 16, 'cerrada')])).toBe(false);
    // A week not closed is not part of the computation.
    expect(sameStamps(used, [...weeks, week(3, 16, 'abierta')])).toBe(true);
  });
});

describe('the income tax year to date', () => {
  it('takes the closed months of the year before the month, each worker and month apart', () => {
    const closed = [
      { month: '2024-12', workers: [{ document: '1', taxablePay: '9000.00', incomeTax: '100.00' }] },
      { month: '2025-02', workers: [{ document: '1', taxablePay: '5000.00', incomeTax: '10.00' }] },
      {
        month: '2025-01',
        workers: [
          { document: '2', taxablePay: '3000.00', incomeTax: '0.00' },
          { document: '1', taxablePay: '4000.00', incomeTax: '5.50' },
        ],
      },
      { month: '2025-04', workers: [{ document: '1', taxablePay: '7000.00', incomeTax: '40.00' }] },
    ];
    const ytd = yearToDateOf(closed, '2025-04');
    expect(ytd.map((e) => [e.worker, e.month, e.taxablePay.toFixed(2), e.taxWithheld.toFixed(2)])).toEqual([
      ['1', 1, '4000.00', '5.50'],
      ['1', 2, '5000.00', '10.00'],
      ['2', 1, '3000.00', '0.00'],
    ]);
  });

  it('adds the other employers’ pay and withholding declared for those closed months', () => {
    const closed = [
      { month: '2025-01', workers: [{ document: '1', taxablePay: '4000.00', incomeTax: '5.50' }] },
      { month: '2025-02', workers: [{ document: '1', taxablePay: '5000.00', incomeTax: '10.00' }] },
    ];
    const others = [
      { month: '2025-01', document: '1', taxablePay: '1500.00', taxWithheld: '20.00' },
      { month: '2025-01', document: '1', taxablePay: '500.50', taxWithheld: '0.00' },
      // A worker without weeks that month: the declared pay is the month's row.
      { month: '2025-02', document: '3', taxablePay: '2000.00', taxWithheld: '12.00' },
      // March is not closed: not counted yet.
      { month: '2025-03', document: '1', taxablePay: '9999.00', taxWithheld: '99.00' },
    ];
    const ytd = yearToDateOf(closed, '2025-04', others);
    expect(ytd.map((e) => [e.worker, e.month, e.taxablePay.toFixed(2), e.taxWithheld.toFixed(2)])).toEqual([
      ['1', 1, '6000.50', '25.50'],
      ['1', 2, '5000.00', '10.00'],
      ['3', 2, '2000.00', '12.00'],
    ]);
  });
});

describe('the reopened month diff', () => {
  it('lists the workers whose figures changed, came or went', () => {
    const before = [totals('1'), totals('2'), totals('3')];
    const after = [totals('1'), totals('2', { gross: '1100.00', payable: '273.22' }), totals('4')];
    const diff = diffMonths(before, after);
    expect(diff.map((d) => d.document)).toEqual(['2', '3', '4']);
    expect(diff[0]!.change.gross).toBe('100.00');
    expect(diff[0]!.change.payable).toBe('8.33');
    expect(diff[1]!.after).toBeNull();
    expect(diff[1]!.change.payable).toBe('-264.89');
    expect(diff[2]!.before).toBeNull();
  });
});
